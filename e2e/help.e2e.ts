import { expect, test } from '@playwright/test';
import { onboardWithChip } from './support.js';

test('help says swipe left = next insight and swipe right = previous, with the keys', async ({ page }) => {
  await onboardWithChip(page, 'ancient civilizations and their wisdom');
  await page.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help guide' })).toBeVisible();

  await expect(page.getByRole('list', { name: 'Swipe gestures' }).getByRole('listitem')).toHaveText([
    /^Swipe left for the next insight\. New insights are generated automatically/,
    /^Swipe right for the previous insight\.$/,
  ]);
  await expect(page.getByRole('list', { name: 'Keyboard shortcuts' }).getByRole('listitem')).toHaveText([
    '→ or n next insight',
    '← or p previous insight',
    's save or unsave the insight',
  ]);
  for (const heading of ['Header icons', 'Swiping through insights', 'Card actions', 'Rewards', 'Tips'])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText(/gives you 4 related insights/)).toBeVisible();
  await expect(page.getByText(/Each image has 12 patches/)).toBeVisible();

  await page.getByRole('link', { name: 'Back to feed' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('help is a static page a new visitor can open directly', async ({ page }) => {
  await page.goto('/help');
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByText('Swipe left', { exact: true })).toBeVisible();
  await expect(page.getByText('Swipe right', { exact: true })).toBeVisible();
});
