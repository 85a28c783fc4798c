import { shareDescription, shareTitle, tweetText, type Insight } from '@lumen/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { onboardWithChip } from './support.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SHARE_LINK = new RegExp(`/share/(${UUID})$`);

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// The intent pages are outside the test stack: answer them locally so the popups load.
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(twitter\.com|www\.linkedin\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>intent</title>' }),
  );
});

async function chooseShare(page: Page, item: 'Share on Twitter' | 'Share on LinkedIn' | 'Copy Link') {
  await page.getByRole('article').getByRole('button', { name: 'Share', exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Share on Twitter', 'Share on LinkedIn', 'Copy Link']);
  await menu.getByRole('menuitem', { name: item }).click();
}

/** The stored insight behind a share link (the catalogue read is public). */
async function insightOf(request: APIRequestContext, link: string): Promise<Insight> {
  const id = SHARE_LINK.exec(link)?.[1];
  expect(id, `share link ${link}`).toBeTruthy();
  const res = await request.get(`/api/insights/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Insight;
}

/** A learner on the feed copies the link of the card on screen. */
async function copyLinkFromFeed(page: Page, chip: string): Promise<string> {
  await onboardWithChip(page, chip);
  await expect(page.getByRole('article')).toBeVisible();
  await chooseShare(page, 'Copy Link');
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  const link = String(await page.evaluate('navigator.clipboard.readText()'));
  expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin}/share/${UUID}$`));
  return link;
}

const decode = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Every content of the <meta> tags with this name or property: a page should carry each once. */
const metaContent = (html: string, attribute: 'name' | 'property', key: string): string[] =>
  [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g'))].map((match) =>
    decode(match[1] ?? ''),
  );

test("'Share on Twitter' opens a popup on the tweet intent with the card's text and its /share/ link", async ({
  page,
  request,
}) => {
  await onboardWithChip(page, 'science of happiness');
  await expect(page.getByRole('article')).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await chooseShare(page, 'Share on Twitter');
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/^https:\/\/twitter\.com\/intent\/tweet\?/);
  const intent = new URL(popup.url());
  const link = intent.searchParams.get('url') ?? '';
  expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin}/share/${UUID}$`));
  const insight = await insightOf(request, link);
  expect(intent.searchParams.get('text')).toBe(tweetText(insight.text));
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toBeVisible();
});

test("'Share on LinkedIn' opens a popup on the share-offsite page with the /share/ link", async ({ page }) => {
  await onboardWithChip(page, 'ancient civilizations and their wisdom');
  await expect(page.getByRole('article')).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await chooseShare(page, 'Share on LinkedIn');
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
  expect(new URL(popup.url()).searchParams.get('url')).toMatch(new RegExp(`/share/${UUID}$`));
});

test("'Copy Link' copies the link; a visitor who never onboarded opens it and sees the shared insight", async ({
  page,
  browser,
  request,
}) => {
  const link = await copyLinkFromFeed(page, 'quantum physics');
  const insight = await insightOf(request, link);

  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByText(insight.text)).toBeVisible();
  await expect(visitor).toHaveURL(SHARE_LINK);
  if (insight.source) await expect(visitor.getByText(`From: ${insight.source}`)).toBeVisible();
  await expect(visitor.getByText(/Shared from Lumen/)).toBeVisible();
  await expect(visitor).toHaveTitle(shareTitle(insight.text));
  await expect(visitor).toHaveTitle(/^Lumen Insight: /);
  await visitor.getByRole('link', { name: 'Explore More Insights' }).click();
  await expect(visitor).toHaveURL(/\/onboarding$/);
  await expect(visitor).toHaveTitle('Lumen');
  await visitorContext.close();
});

test('the share URL without JavaScript is HTML whose title and social tags carry the insight', async ({
  page,
  request,
}) => {
  const link = await copyLinkFromFeed(page, 'practical finance and investing');
  const insight = await insightOf(request, link);
  // A crawler: no browser, no JavaScript, no cookies.
  const res = await request.get(link);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  const html = await res.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  expect(title && decode(title)).toBe(shareTitle(insight.text));
  const description = shareDescription(insight.text, insight.tags);
  expect(metaContent(html, 'property', 'og:title')).toEqual([shareTitle(insight.text)]);
  expect(metaContent(html, 'property', 'og:description')).toEqual([description]);
  // index.html's own description must give way to the insight's, not sit beside it.
  expect(metaContent(html, 'name', 'description')).toEqual([description]);
  expect(metaContent(html, 'property', 'og:url')).toEqual([link]);
  expect(metaContent(html, 'property', 'og:type')).toEqual(['article']);
  expect(metaContent(html, 'name', 'twitter:card')).toEqual([expect.stringMatching(/^summary/)]);
});

for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
  test(`/share/${id} shows 'Insight not found' with a way home`, async ({ page }) => {
    await page.goto(`/share/${id}`);
    await expect(page.getByText('Insight not found')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });
}
