import { expect, test } from '@playwright/test';
import { INTEREST_FIELD, onboardWithChip } from './support.js';

test('a new learner is sent to onboarding, picks a chip and lands on the feed', async ({ page }) => {
  await onboardWithChip(page, 'quantum physics');
  await expect(page.getByText('Swipe or press → for next insight')).toBeVisible();
  const prefs = await page.request.get('/api/preferences');
  expect(await prefs.json()).toMatchObject({ learningInterest: 'quantum physics', onboardingCompleted: true });
});

test('typing an interest and pressing Enter onboards, and a reload keeps the state', async ({ page }) => {
  await page.goto('/onboarding');
  const field = page.getByLabel(INTEREST_FIELD);
  await expect(page.getByRole('button', { name: 'Start Learning' })).toBeDisabled();
  await field.fill('  the history of tea  ');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/$/);
  const prefs = await page.request.get('/api/preferences');
  expect((await prefs.json()).learningInterest).toBe('the history of tea');
});

test('a second browser context is a different learner', async ({ page, browser }) => {
  await onboardWithChip(page, 'science of happiness');
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const second = await other.newPage();
  await second.goto('/');
  await expect(second).toHaveURL(/\/onboarding$/);
  const mine = await (await page.request.get('/api/auth/me')).json();
  const theirs = await (await second.request.get('/api/auth/me')).json();
  expect(theirs.id).not.toBe(mine.id);
  await other.close();
});

test('the shared header links to saved, help and settings', async ({ page }) => {
  await onboardWithChip(page, 'practical finance and investing');
  await page.getByRole('link', { name: 'Saved insights', exact: true }).first().click();
  await expect(page).toHaveURL(/\/saved$/);
  await page.getByRole('link', { name: 'Help', exact: true }).first().click();
  await expect(page).toHaveURL(/\/help$/);
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel(/current streak/i)).toContainText('0');
});

test('an unknown route shows the 404 page', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(200);
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});
