import { expect, test, type Locator, type Page } from '@playwright/test';
import { onboardWithChip } from './support.js';

/** The hook of the card on screen (the card's level-2 heading). */
const hookOf = (page: Page): Locator => page.getByRole('article').getByRole('heading', { level: 2 });

async function currentHook(page: Page): Promise<string> {
  const hook = hookOf(page);
  await expect(hook).toBeVisible();
  return (await hook.textContent()) ?? '';
}

/** Runs `move` and waits for a different card; returns its hook. */
async function advance(page: Page, move: () => Promise<void>): Promise<string> {
  const before = await currentHook(page);
  await move();
  await expect(hookOf(page)).not.toHaveText(before);
  return currentHook(page);
}

/** Drags the card with the mouse from its lower part (text, no buttons) by dx pixels. */
async function dragCard(page: Page, dx: number) {
  const box = await page.getByRole('article').boundingBox();
  if (!box) throw new Error('no card on screen');
  const x = box.x + box.width / 2 - dx / 2;
  const y = box.y + box.height * 0.8;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) await page.mouse.move(x + (dx * step) / 8, y + step);
  await page.mouse.up();
}

test('the feed shows one card with a bold hook and a body; n, ArrowRight and a left drag advance, ArrowLeft goes back', async ({
  page,
}) => {
  await onboardWithChip(page, 'psychology of decision making');
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(hookOf(page)).toHaveCSS('font-weight', '700');
  const body = card.locator('h2 + p');
  await expect(body).toHaveText(/\S/);
  await expect(page.getByText('Swipe or press → for next insight')).toBeVisible();

  const seen = [await currentHook(page)];
  seen.push(await advance(page, () => page.keyboard.press('n')));
  seen.push(await advance(page, () => page.keyboard.press('ArrowRight')));
  seen.push(await advance(page, () => dragCard(page, -220)));
  expect(new Set(seen).size).toBe(4);

  await advance(page, () => page.keyboard.press('ArrowLeft'));
  await expect(hookOf(page)).toHaveText(seen[2]!);
  await advance(page, () => dragCard(page, 220));
  await expect(hookOf(page)).toHaveText(seen[1]!);
});

test("'s' saves the card, /saved lists it, Remove empties it; another learner sees nothing saved", async ({
  page,
  browser,
}) => {
  await onboardWithChip(page, 'science of happiness');
  const hook = await currentHook(page);
  await page.keyboard.press('s');
  await expect(page.getByText('Added to favorites')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const second = await other.newPage();
  await second.goto('/saved');
  await expect(second.getByText('No saved insights yet')).toBeVisible();
  await other.close();

  await page.getByRole('link', { name: 'Saved insights' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByText('1 insight', { exact: true })).toBeVisible();
  const saved = page.getByRole('article');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(hook);

  await saved.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed from favorites')).toBeVisible();
  await expect(page.getByText('No saved insights yet')).toBeVisible();
  await expect(page.getByText('Start saving insights by clicking the Save button on any card')).toBeVisible();
});
