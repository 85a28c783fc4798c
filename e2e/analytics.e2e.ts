import type { Analytics } from '@lumen/contracts';
import { expect, test, type Page } from '@playwright/test';
import { onboardWithChip } from './support.js';

const EMPTY_STATES = ['No view data yet', 'No streak data yet', 'No insights yet', 'No view data by topic yet'];
const CHARTS = [
  'Views (last 30 days)',
  'Streak activity (last 30 days)',
  'AI-generated vs manual insights',
  'Top 10 topics by views',
];

const statCard = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true });

async function readAnalytics(page: Page): Promise<Analytics> {
  const response = await page.request.get('/api/analytics');
  expect(response.ok(), `GET /api/analytics: ${response.status()}`).toBe(true);
  return (await response.json()) as Analytics;
}

test('a new learner sees zero counts and every empty state', async ({ page }) => {
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  for (const text of EMPTY_STATES) await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(statCard(page, 'Total Insights')).toContainText('0 AI · 0 manual');
  await expect(statCard(page, 'Total Views')).toContainText('0');
  await expect(statCard(page, 'Saved Insights')).toContainText('0.0% of total');
  await expect(statCard(page, 'Current Streak')).toContainText('0 days');
  await expect(page.locator('.recharts-wrapper')).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to feed' }).click();
  await expect(page).toHaveURL(/\/(onboarding)?$/);
});

test('after saving and viewing a card, the stat cards count it and all four charts are drawn', async ({ page }) => {
  await onboardWithChip(page, 'ancient civilizations and their wisdom');
  const card = page.getByRole('article');
  await expect(card).toBeVisible();
  // Saving stores the card; coming back to it counts a view (only stored insights have views).
  await page.keyboard.press('s');
  await expect(page.getByText('Added to favorites')).toBeVisible();
  await page.getByRole('button', { name: 'Next insight' }).click();
  await expect(page.getByRole('button', { name: 'Previous insight' })).toBeEnabled();
  const viewed = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/api/views/'),
  );
  await page.getByRole('button', { name: 'Previous insight' }).click();
  expect((await viewed).ok()).toBe(true);

  // Analytics are fed by events: wait until they have arrived.
  await expect
    .poll(
      async () => {
        const analytics = await readAnalytics(page);
        return analytics.totalViews > 0 && analytics.totalInsights > 0 && analytics.viewsByTag.length > 0;
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  await page.goto('/analytics');
  // Exact figures depend on what else the feed served (a stored card viewed counts too).
  await expect(statCard(page, 'Total Insights')).toContainText(/\d+ AI · \d+ manual/);
  await expect(statCard(page, 'Total Insights')).not.toContainText('0 AI · 0 manual');
  await expect(statCard(page, 'Total Views')).toHaveText(/^Total Views[1-9]\d*/);
  await expect(statCard(page, 'Saved Insights')).toHaveText(/^Saved Insights1\d/);
  await expect(statCard(page, 'Saved Insights').getByText(/% of total$/)).toHaveText(/^(?!0\.0%)\d+\.\d% of total$/);
  await expect(statCard(page, 'Current Streak')).toContainText('1 day');
  for (const name of CHARTS) {
    const chart = page.getByRole('region', { name, exact: true });
    await expect(chart.locator('.recharts-wrapper svg').first()).toBeVisible();
  }
  for (const text of EMPTY_STATES) await expect(page.getByText(text, { exact: true })).toHaveCount(0);
});
