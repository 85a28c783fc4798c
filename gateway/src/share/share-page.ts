import { shareDescription, sharePath, shareTitle, type Insight } from '@lumen/contracts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** The app's HTML with the title and social-preview tags of one insight, for crawlers without JavaScript. */
export function sharePageHtml(indexHtml: string, insight: Insight, origin: string): string {
  const title = shareTitle(insight.text);
  const description = shareDescription(insight.text, insight.tags);
  const tags = [
    meta('name', 'description', description),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', 'Lumen'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', `${origin}${sharePath(insight.id)}`),
    ...(insight.imageUrl ? [meta('property', 'og:image', insight.imageUrl)] : []),
    meta('name', 'twitter:card', insight.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  ].join('\n    ');
  return withHead(indexHtml, title, tags);
}

export function notFoundHtml(indexHtml: string): string {
  return withHead(indexHtml, 'Insight not found · Lumen', meta('name', 'robots', 'noindex'));
}

/** Sets the title and adds the tags, replacing the app's own description so there is one. */
function withHead(indexHtml: string, title: string, tags: string): string {
  const titled = indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  return titled.replace('</head>', `    ${tags}\n  </head>`);
}
