import { expect, test, type Locator, type Page } from '@playwright/test';
import { onboardWithChip } from './support.js';

/**
 * The e2e stack runs with REVIEW_FIRST_DUE_SECONDS=2: a saved insight is due for review 2 s after
 * saving (in production a day), and the feed mixes due insights back into the stream.
 */
const RECALL_QUESTION = 'How well did you recall this insight?';
const MAX_CARDS_UNTIL_DUE = 6;

const hookOf = (page: Page): Locator => page.getByRole('article').getByRole('heading', { level: 2 });

async function currentHook(page: Page): Promise<string> {
  await expect(hookOf(page)).toBeVisible();
  return (await hookOf(page).textContent()) ?? '';
}

async function next(page: Page): Promise<string> {
  const before = await currentHook(page);
  await page.getByRole('button', { name: 'Next insight' }).click();
  await expect(hookOf(page)).not.toHaveText(before);
  return currentHook(page);
}

async function readJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const savedIds = async (page: Page) =>
  (await readJson<{ insightId: string }[]>(page, '/api/saved')).map((item) => item.insightId);

const dueIds = async (page: Page) =>
  (await readJson<{ insight: { id: string } }[]>(page, '/api/reviews/due')).map((item) => item.insight.id);

test('a saved insight comes back due: badge and recall panel; Good shows "Good recall!" and the feed advances', async ({
  page,
}) => {
  await onboardWithChip(page, 'building habits that stick');
  const savedHook = await currentHook(page);
  await expect(page.getByRole('group', { name: RECALL_QUESTION })).toHaveCount(0);
  await page.keyboard.press('s');
  await expect(page.getByText('Added to favorites')).toBeVisible();
  const [savedId] = await savedIds(page);
  expect(savedId).toBeTruthy();
  // Move on before it is due, so the card that comes back is not the one on screen.
  await next(page);

  await expect.poll(() => dueIds(page), { timeout: 10_000 }).toContain(savedId);

  let hook = '';
  for (let card = 0; card < MAX_CARDS_UNTIL_DUE && hook !== savedHook; card += 1) hook = await next(page);
  expect(hook, 'the due insight came back within a few cards').toBe(savedHook);

  await expect(page.getByText('1 insight due for review', { exact: true })).toBeVisible();
  const panel = page.getByRole('group', { name: RECALL_QUESTION });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button')).toHaveText(['Again', 'Hard', 'OK', 'Good', 'Great', 'Perfect']);

  const rated = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith(`/api/reviews/${savedId}`),
  );
  await panel.getByRole('button', { name: 'Good', exact: true }).click();
  const response = await rated;
  expect(response.ok()).toBe(true);
  expect(response.request().postDataJSON()).toEqual({ quality: 3 });
  expect(await response.json()).toMatchObject({ insightId: savedId, quality: 3 });
  await expect(page.getByText('Good recall!', { exact: true })).toBeVisible();

  await expect(hookOf(page)).not.toHaveText(savedHook);
  await expect(page.getByText(/due for review$/)).toHaveCount(0);
  expect(await dueIds(page)).not.toContain(savedId);
});

test('a new card (not saved, not due) offers no review', async ({ page }) => {
  await onboardWithChip(page, 'quantum physics');
  await currentHook(page);
  await next(page);
  await expect(page.getByText(/due for review$/)).toHaveCount(0);
  await expect(page.getByRole('group', { name: RECALL_QUESTION })).toHaveCount(0);
});
