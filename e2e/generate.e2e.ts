import { expect, type Page, test } from '@playwright/test';
import { onboardWithChip } from './support.js';

const EMPTY = 'Please provide a prompt or select at least one topic';
const TOO_LONG = 'Prompt is too long. Please keep it under 500 characters.';
const GENERATE_PATH = '/api/insights/generate';
/** A generation may wait for a writer (LLM, else the offline library). */
const GENERATION_TIMEOUT = 25_000;

interface GeneratedInsight {
  id: string;
  text: string;
  tags: string[];
  source: string | null;
  imageUrl: string | null;
  videoUrl: string | null;
  isEphemeral: boolean;
  generatedBy: 'llm' | 'library';
}

/** The hook is the first sentence (SPEC §3), as `splitHook` in the contracts cuts it. */
const hookOf = (text: string) => /^(.+?[.!?…])(\s+|$)/s.exec(text.trim())?.[1] ?? text.trim();

const prompt = (page: Page) => page.getByLabel('Prompt', { exact: true });
const topic = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate Insight' });
const resultCard = (page: Page) => page.getByRole('article', { name: 'Generated Insight' });

async function openGenerate(page: Page, chip: string) {
  await onboardWithChip(page, chip);
  await page.goto('/generate');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(generateButton(page)).toBeEnabled();
}

/** Clicks Generate Insight and returns what was sent and what came back. */
async function generate(page: Page) {
  const responded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === GENERATE_PATH && response.request().method() === 'POST',
    { timeout: GENERATION_TIMEOUT },
  );
  await generateButton(page).click();
  const response = await responded;
  expect(response.ok(), await response.text()).toBe(true);
  return { sent: response.request().postDataJSON() as unknown, insight: (await response.json()) as GeneratedInsight };
}

async function expectResult(page: Page, insight: GeneratedInsight) {
  const card = resultCard(page);
  await expect(card).toBeVisible({ timeout: GENERATION_TIMEOUT });
  await expect(page.getByText('Insight generated successfully!')).toBeVisible();
  await expect(card.getByText(hookOf(insight.text), { exact: true })).toBeVisible();
  await expect(card.getByText(/^Source: /)).toHaveText(`Source: ${insight.source}`);
  if (insight.generatedBy === 'llm') {
    await expect(card.getByText('AI Generated')).toBeVisible();
  } else {
    await expect(card.getByText('Offline: best match from the Lumen library')).toBeVisible();
    await expect(card.getByText('AI Generated')).toHaveCount(0);
  }
}

test('generate checks the prompt and the URLs in the browser and sends nothing until they are right', async ({
  page,
}) => {
  await openGenerate(page, 'building habits that stick');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === GENERATE_PATH) sent.push(request.method());
  });

  await generateButton(page).click();
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(prompt(page)).toBeFocused();

  await prompt(page).fill('a'.repeat(501));
  await expect(page.getByText('501 / 500 characters')).toBeVisible();
  await generateButton(page).click();
  await expect(page.getByText(TOO_LONG)).toBeVisible();
  await expect(page.getByText(EMPTY)).toHaveCount(0);

  await prompt(page).fill('Why tiny habits beat big resolutions');
  await expect(page.getByText(TOO_LONG)).toHaveCount(0);
  await page.getByLabel('Image URL (optional)').fill('javascript:alert(1)');
  await page.getByLabel('Video URL (optional)').fill('ftp://videos.example.com/clip.mp4');
  await generateButton(page).click();
  await expect(page.getByText('Image URL must be an http or https URL')).toBeVisible();
  await expect(page.getByText('Video URL must be an http or https URL')).toBeVisible();
  await expect(page.getByLabel('Image URL (optional)')).toBeFocused();

  expect(sent).toEqual([]);
});

test('the server refuses the same requests with the SPEC messages naming the field', async ({ page }) => {
  await openGenerate(page, 'science of happiness');
  const empty = await page.request.post(GENERATE_PATH, { data: { prompt: '   ', topics: [] } });
  expect(empty.status()).toBe(400);
  expect(await empty.json()).toMatchObject({ statusCode: 400, field: 'prompt', message: `prompt: ${EMPTY}` });
  const long = await page.request.post(GENERATE_PATH, { data: { prompt: 'a'.repeat(501), topics: [] } });
  expect(long.status()).toBe(400);
  expect(await long.json()).toMatchObject({ statusCode: 400, field: 'prompt', message: `prompt: ${TOO_LONG}` });
  const badUrl = await page.request.post(GENERATE_PATH, {
    data: { prompt: 'habits', topics: [], imageUrl: 'javascript:alert(1)' },
  });
  expect(badUrl.status()).toBe(400);
  expect(await badUrl.json()).toMatchObject({ statusCode: 400, field: 'imageUrl' });
});

test('a prompt and a topic generate a stored insight; Generate Another resets; View in Feed goes home', async ({
  page,
}) => {
  test.slow();
  await openGenerate(page, 'psychology of decision making');
  await prompt(page).fill('  Why tiny habits beat big resolutions  ');
  await expect(page.getByText('40 / 500 characters')).toBeVisible();
  await topic(page, 'Habits').click();
  await expect(topic(page, 'Habits')).toHaveAttribute('aria-pressed', 'true');

  const first = await generate(page);
  expect(first.sent).toStrictEqual({
    prompt: 'Why tiny habits beat big resolutions',
    topics: ['habits'],
    difficulty: 'intermediate',
    insightType: 'principle',
  });
  expect(first.insight).toMatchObject({ isEphemeral: false, generatedBy: expect.stringMatching(/^(llm|library)$/) });
  await expectResult(page, first.insight);
  const stored = await page.request.get(`/api/insights/${first.insight.id}`);
  expect(stored.ok()).toBe(true);
  expect((await stored.json()).text).toBe(first.insight.text);

  await resultCard(page).getByRole('button', { name: 'Generate Another' }).click();
  await expect(resultCard(page)).toHaveCount(0);
  await expect(prompt(page)).toHaveValue('');
  await expect(page.getByText('0 / 500 characters')).toBeVisible();
  await expect(topic(page, 'Habits')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('radio', { name: 'Intermediate' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Principle' })).toBeChecked();

  await topic(page, 'Mindset').click();
  await page.getByRole('radio', { name: 'Advanced' }).check();
  await page.getByRole('radio', { name: 'Technique' }).check();
  await page.getByLabel('Image URL (optional)').fill('https://images.example.com/banner.png');
  const second = await generate(page);
  expect(second.sent).toStrictEqual({
    prompt: '',
    topics: ['mindset'],
    difficulty: 'advanced',
    insightType: 'technique',
    imageUrl: 'https://images.example.com/banner.png',
  });
  expect(second.insight.imageUrl).toBe('https://images.example.com/banner.png');
  await expectResult(page, second.insight);

  await resultCard(page).getByRole('link', { name: 'View in Feed' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Swipe or press → for next insight')).toBeVisible();
});
