import { type Insight, SHARE_TITLE_PREFIX, shareDescription, shareTitle } from '@lumen/contracts';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../layout';
import { shareLink } from '../api/shareLinks';

/** index.html's description, for when the app was opened on a share page the server filled in. */
export const APP_DESCRIPTION = 'Lumen: bite-sized insights, one card at a time, around what you want to learn.';

type MetaAttribute = 'name' | 'property';

/** Sets a <meta> tag; returns what it was (null when it did not exist). */
function setMeta(attribute: MetaAttribute, key: string, content: string): string | null {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const previous = element?.getAttribute('content') ?? null;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
  return previous;
}

const removeMeta = (attribute: MetaAttribute, key: string) =>
  document.head.querySelector(`meta[${attribute}="${key}"]`)?.remove();

/**
 * SPEC §2 share page: the title and the description and social-preview tags, as the gateway fills
 * them in server-side for crawlers. Restored on leaving; the social tags belong to share pages only.
 */
export function useShareMeta(insight: Insight | undefined) {
  const title = insight && shareTitle(insight.text);
  const description = insight && shareDescription(insight.text, insight.tags);
  const url = insight && shareLink(insight.id);

  useEffect(() => {
    if (title === undefined || description === undefined || url === undefined) return;
    const previousTitle = document.title;
    // Opened on a share link, the "previous" values are this page's own: fall back to the app's.
    const openedAsShare = previousTitle.startsWith(SHARE_TITLE_PREFIX);
    document.title = title;
    const previousDescription = setMeta('name', 'description', description);
    const social: [MetaAttribute, string, string][] = [
      ['property', 'og:title', title],
      ['property', 'og:description', description],
      ['property', 'og:url', url],
      ['property', 'og:type', 'article'],
      ['name', 'twitter:card', 'summary'],
    ];
    for (const [attribute, key, content] of social) setMeta(attribute, key, content);

    return () => {
      document.title = openedAsShare ? PRODUCT_NAME : previousTitle;
      const restored = openedAsShare ? APP_DESCRIPTION : previousDescription;
      if (restored === null) removeMeta('name', 'description');
      else setMeta('name', 'description', restored);
      for (const [attribute, key] of social) removeMeta(attribute, key);
    };
  }, [title, description, url]);
}
