import { expect, test, type Page } from '@playwright/test';
import { onboardWithChip } from './support.js';

const DEEP_DIVE_URL = /\/deep-dive\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const related = (page: Page) => page.getByRole('heading', { level: 3, name: /^Insight \d+$/ });

async function expectFourRelated(page: Page): Promise<string[]> {
  // The first run may wait for a writer (an LLM takes seconds).
  await expect(related(page)).toHaveText(['Insight 1', 'Insight 2', 'Insight 3', 'Insight 4'], { timeout: 25_000 });
  const texts: string[] = [];
  for (const n of [1, 2, 3, 4]) {
    const card = page.getByRole('article', { name: `Insight ${n}`, exact: true });
    await expect(card.getByRole('list', { name: 'Topics' })).toBeVisible();
    await expect(card.getByText(/^Source: /)).toBeVisible();
    texts.push(((await card.textContent()) ?? '').replace(/^Insight \d+/, ''));
  }
  return texts.sort();
}

test('Deep Dive on a card opens its deep dive: the original, then Insight 1 to 4; Back to Feed returns', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await onboardWithChip(page, 'ancient civilizations and their wisdom');
  const hook = (await page.getByRole('article').getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(hook).not.toBe('');

  await page.getByRole('button', { name: 'Deep Dive', exact: true }).click();
  await expect(page).toHaveURL(DEEP_DIVE_URL);
  const original = page.getByRole('article', { name: 'Original Insight' });
  await expect(original).toContainText(hook);
  await expect(original.getByRole('list', { name: 'Topics' })).toBeVisible();
  const texts = await expectFourRelated(page);

  // Generated once and kept: a reload shows the same four.
  await page.reload();
  expect(await expectFourRelated(page)).toEqual(texts);

  await page.getByRole('link', { name: 'Back to Feed' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toBeVisible();
});

for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
  test(`/deep-dive/${id} shows a not-found state`, async ({ page }) => {
    await onboardWithChip(page, 'quantum physics');
    await page.goto(`/deep-dive/${id}`);
    await expect(page.getByText('Insight not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
    await expect(related(page)).toHaveCount(0);
  });
}
