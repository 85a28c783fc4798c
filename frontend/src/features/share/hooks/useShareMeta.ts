import { type Insight, shareDescription, shareTitle } from '@lumen/contracts';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../layout';
import { shareLink } from '../api/shareLinks';

/** index.html's description: the app's own, once the visitor leaves the share page. */
export const APP_DESCRIPTION = 'Lumen: bite-sized insights, one card at a time, around what you want to learn.';

/** Tags only a share page carries (the gateway adds robots=noindex to its not-found answer). */
const SHARE_ONLY_TAGS = 'meta[property^="og:"], meta[name^="twitter:"], meta[name="robots"]';

type MetaAttribute = 'name' | 'property';

/** Sets a <meta> tag, keeping one of it (served HTML may carry index.html's and the page's own). */
function setMeta(attribute: MetaAttribute, key: string, content: string) {
  const [first, ...duplicates] = document.head.querySelectorAll<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  duplicates.forEach((duplicate) => duplicate.remove());
  let element = first;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
}

/** Back to index.html's head, whether the page was reached in the app or opened from the server. */
function restoreAppHead() {
  document.title = PRODUCT_NAME;
  setMeta('name', 'description', APP_DESCRIPTION);
  document.head.querySelectorAll(SHARE_ONLY_TAGS).forEach((element) => element.remove());
}

/** The same title and tags as the gateway's server-side share HTML (gateway/src/share/share-page.ts). */
function applyShareHead(insight: Insight) {
  const title = shareTitle(insight.text);
  const description = shareDescription(insight.text, insight.tags);
  document.title = title;
  document.head.querySelector('meta[name="robots"]')?.remove();
  const tags: [MetaAttribute, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', PRODUCT_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', shareLink(insight.id)],
    ['name', 'twitter:card', insight.imageUrl ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  for (const [attribute, key, content] of tags) setMeta(attribute, key, content);
  if (insight.imageUrl) setMeta('property', 'og:image', insight.imageUrl);
  else document.head.querySelector('meta[property="og:image"]')?.remove();
}

/** SPEC §2 share page: the title and description / social-preview tags, restored when leaving. */
export function useShareMeta(insight: Insight | undefined) {
  useEffect(() => restoreAppHead, []);
  useEffect(() => {
    if (insight) applyShareHead(insight);
  }, [insight]);
}
