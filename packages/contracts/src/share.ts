/** SPEC §2 share page title: a prefix plus the first 50 characters of the text. */
export const SHARE_TITLE_PREFIX = 'Lumen Insight: ';
const TITLE_CHARS = 50;
const TWEET_LIMIT = 200;
const TWEET_CUT = 197;

export function shareTitle(text: string): string {
  const trimmed = text.trim();
  return SHARE_TITLE_PREFIX + (trimmed.length > TITLE_CHARS ? `${trimmed.slice(0, TITLE_CHARS)}...` : trimmed);
}

/** SPEC §5: tweet text over 200 characters is cut to 197 plus an ellipsis. */
export function tweetText(text: string): string {
  return text.length > TWEET_LIMIT ? `${text.slice(0, TWEET_CUT)}...` : text;
}

/** Description metadata: the text, with the tags as a lead. */
export function shareDescription(text: string, tags: readonly string[]): string {
  const lead = tags.length ? `${tags.join(' · ')} — ` : '';
  return `${lead}${text.trim()}`.slice(0, 300);
}

export const sharePath = (id: string) => `/share/${id}`;
