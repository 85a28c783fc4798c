import { expect, type Page } from '@playwright/test';

export const INTEREST_FIELD = 'What do you want to learn about?';

/** A new learner: sent from / to onboarding, picks an example chip, lands on the feed. */
export async function onboardWithChip(page: Page, chip: string): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole('button', { name: chip, exact: true }).click();
  await expect(page.getByLabel(INTEREST_FIELD)).toHaveValue(chip);
  await page.getByRole('button', { name: 'Start Learning' }).click();
  await expect(page).toHaveURL(/\/$/);
}
