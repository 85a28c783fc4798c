import { sharePath, tweetText } from '@lumen/contracts';

/** SPEC §7: the intent pages open in a 550x420 popup. */
export const SHARE_POPUP_FEATURES = 'width=550,height=420';

export const SHARE_TOASTS = Object.freeze({
  copied: 'Link copied to clipboard',
  copyFailed: 'Failed to copy link',
});

/** The public page of a stored insight: {origin}/share/{id}. */
export const shareLink = (insightId: string, origin: string = window.location.origin) =>
  `${origin}${sharePath(encodeURIComponent(insightId))}`;

/** SPEC §5: the tweet text is cut to 197 characters plus an ellipsis when over 200. */
export const twitterIntentUrl = (text: string, link: string) =>
  `https://twitter.com/intent/tweet?text=${encodeURIComponent(tweetText(text))}&url=${encodeURIComponent(link)}`;

export const linkedInShareUrl = (link: string) =>
  `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`;

export class CopyLinkError extends Error {
  override readonly name = 'CopyLinkError';
}

export async function copyToClipboard(link: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
  } catch (cause) {
    throw new CopyLinkError(SHARE_TOASTS.copyFailed, { cause });
  }
}
