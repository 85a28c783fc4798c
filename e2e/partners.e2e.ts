import { choosePartner, type PartnerChoice } from '@lumen/contracts';
import { expect, test, type Page } from '@playwright/test';
import { onboardWithChip } from './support.js';

/** The text of the card on screen: its hook and its body. */
async function cardText(page: Page): Promise<{ hook: string; text: string }> {
  const card = page.getByRole('article');
  const hook = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const body = card.locator('h2 + p');
  const rest = (await body.count()) ? ((await body.textContent()) ?? '') : '';
  return { hook, text: `${hook} ${rest}`.trim() };
}

async function expectPartner(page: Page, choice: PartnerChoice | null) {
  const block = page.getByRole('article').getByTestId('partner-block');
  if (!choice) {
    await expect(block).toHaveCount(0);
    return;
  }
  await expect(block).toContainText(choice.label);
  await expect(block).toContainText(choice.partner.name);
  const cta = block.getByRole('link', { name: choice.partner.cta });
  await expect(cta).toHaveAttribute('href', choice.partner.url);
  await expect(cta).toHaveAttribute('target', '_blank');
  await expect(cta).toHaveAttribute('rel', /noopener/);
}

/**
 * Cards are random per learner, so the expectation is computed from each card's own text with the
 * SPEC §9 rule. Among any 3 first cards one shows a partner (a match, or the third miss in a row).
 */
test('each new card shows the partner its text and the miss streak choose; going back changes nothing', async ({
  page,
}) => {
  await onboardWithChip(page, 'ancient civilizations and their wisdom');
  const seen: { hook: string; choice: PartnerChoice | null }[] = [];
  let missStreak = 0;
  for (let n = 0; n < 5; n += 1) {
    const hook = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(hook).toHaveText(/\S/);
    if (n > 0) await expect(hook).not.toHaveText(seen[n - 1]!.hook);
    const card = await cardText(page);
    const chosen = choosePartner(card.text, missStreak);
    missStreak = chosen.missStreak;
    seen.push({ hook: card.hook, choice: chosen.choice });
    await expectPartner(page, chosen.choice);
    if (n < 4) await page.keyboard.press('n');
  }
  expect(seen.slice(0, 3).some(({ choice }) => choice !== null)).toBe(true);

  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(seen[3]!.hook);
  await expectPartner(page, seen[3]!.choice);
  await page.keyboard.press('n');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(seen[4]!.hook);
  await expectPartner(page, seen[4]!.choice);
});
