import type { GeneratedInsight } from '@lumen/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetchStub';
import { insight } from '../../../test/insights';
import { preferences, renderApp } from '../../../test/renderApp';

const GENERATE = 'POST /api/insights/generate';

const generated = (overrides: Partial<GeneratedInsight> = {}): GeneratedInsight => ({
  ...insight({
    text: 'Small wins compound quickly. Each finished task fuels the next one and builds momentum.',
    tags: ['life-hacks', 'minds-humans'],
    source: 'The Progress Principle',
    imageUrl: 'https://img.example/banner.png',
  }),
  generatedBy: 'llm',
  ...overrides,
});

function renderGenerate(reply: () => Response | Promise<Response>) {
  stubFetch({
    'GET /api/streak': () => json({ currentStreak: 0 }),
    'GET /api/preferences': () => json(preferences({ onboardingCompleted: true, learningInterest: 'tea' })),
    'GET /api/feed/next': () => new Promise<Response>(() => undefined),
    [GENERATE]: reply,
  });
  return renderApp('/generate');
}

async function generateFromTopic() {
  await userEvent.click(screen.getByRole('button', { name: 'Habits' }));
  await userEvent.click(screen.getByRole('button', { name: 'Generate Insight' }));
}

const result = () => screen.findByRole('article', { name: 'Generated Insight' });

describe('Generate page: result', () => {
  it('shows the success toast and the result card: AI badge, banner, bold hook, body, source, tags', async () => {
    renderGenerate(() => json(generated()));
    await generateFromTopic();
    const card = await result();
    expect(await screen.findByText('Insight generated successfully!')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Generated Insight' })).toHaveFocus();
    expect(within(card).getByText('AI Generated')).toBeInTheDocument();
    expect(within(card).queryByText('Offline: best match from the Lumen library')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('insight-banner')).getByRole('presentation')).toHaveAttribute(
      'src',
      'https://img.example/banner.png',
    );
    expect(within(card).getByText('Small wins compound quickly.')).toHaveStyle({ fontWeight: '700' });
    expect(within(card).getByText('Each finished task fuels the next one and builds momentum.')).toBeInTheDocument();
    expect(within(card).getByText('Source: The Progress Principle')).toBeInTheDocument();
    const tags = within(within(card).getByRole('list', { name: 'Topics' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Life Hacks', 'Minds & Humans']);
    expect(screen.queryByRole('form', { name: 'Generate an insight' })).not.toBeInTheDocument();
  });

  it('says plainly when the offline library answered, without the AI badge', async () => {
    renderGenerate(() => json(generated({ generatedBy: 'library', imageUrl: null })));
    await generateFromTopic();
    const card = await result();
    expect(within(card).getByRole('note')).toHaveTextContent('Offline: best match from the Lumen library');
    expect(within(card).queryByText('AI Generated')).not.toBeInTheDocument();
    expect(await screen.findByText('Insight generated successfully!')).toBeInTheDocument();
    expect(within(screen.getByTestId('insight-banner')).queryByRole('presentation')).not.toBeInTheDocument();
  });

  it('plays the video in the banner when the insight has one', async () => {
    renderGenerate(() => json(generated({ videoUrl: 'https://video.example/v.mp4' })));
    await generateFromTopic();
    await result();
    const video = screen.getByTestId('insight-banner').querySelector('video');
    expect(video).toHaveAttribute('src', 'https://video.example/v.mp4');
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
  });

  it('shows the failure toast with the error and keeps what the learner entered', async () => {
    renderGenerate(() =>
      json({ statusCode: 503, error: 'Service Unavailable', message: 'feed service unavailable' }, { status: 503 }),
    );
    await userEvent.type(screen.getByLabelText('Prompt'), 'focus');
    await generateFromTopic();
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to generate insight');
    expect(toast).toHaveTextContent('feed service unavailable');
    expect(screen.getByLabelText('Prompt')).toHaveValue('focus');
    expect(screen.getByRole('button', { name: 'Habits' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Generate Insight' })).toBeEnabled();
    expect(screen.queryByRole('article', { name: 'Generated Insight' })).not.toBeInTheDocument();
  });

  it("shows a server 400's message beside its field, without the field prefix, until that field changes", async () => {
    renderGenerate(() =>
      json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'imageUrl: must be at most 2048 characters',
          field: 'imageUrl',
        },
        { status: 400 },
      ),
    );
    const image = screen.getByLabelText('Image URL (optional)');
    await userEvent.click(image);
    await userEvent.paste('https://img.example/a.png');
    await generateFromTopic();
    expect(await screen.findByText('Image URL must be at most 2048 characters')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate insight');
    expect(screen.getByRole('alert')).not.toHaveTextContent('2048');
    expect(image).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(image, 'x');
    expect(screen.queryByText('Image URL must be at most 2048 characters')).not.toBeInTheDocument();
    expect(image).toHaveAttribute('aria-invalid', 'false');
  });

  it('Generate Another clears the result and resets the form', async () => {
    renderGenerate(() => json(generated()));
    await userEvent.type(screen.getByLabelText('Prompt'), 'focus');
    await userEvent.click(screen.getByRole('radio', { name: 'Beginner' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Quote' }));
    await userEvent.click(screen.getByLabelText('Image URL (optional)'));
    await userEvent.paste('https://img.example/a.png');
    await generateFromTopic();
    await userEvent.click(within(await result()).getByRole('button', { name: 'Generate Another' }));

    expect(screen.queryByRole('article', { name: 'Generated Insight' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Prompt')).toHaveValue('');
    expect(screen.getByLabelText('Prompt')).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Intermediate' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Principle' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Habits' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Image URL (optional)')).toHaveValue('');
    expect(screen.getByText('0 / 500 characters')).toBeInTheDocument();
  });

  it('View in Feed goes to /', async () => {
    const { router } = renderGenerate(() => json(generated()));
    await generateFromTopic();
    await userEvent.click(within(await result()).getByRole('link', { name: 'View in Feed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('refreshes the insight list and the analytics counts, and leaves other insights alone', async () => {
    const { queryClient } = renderGenerate(() => json(generated()));
    queryClient.setQueryData(['/api/insights'], []);
    queryClient.setQueryData(['/api/analytics'], { totalInsights: 1 });
    queryClient.setQueryData(['/api/insights', 'other'], generated());
    await generateFromTopic();
    await result();
    expect(queryClient.getQueryState(['/api/insights'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/analytics'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/insights', 'other'])?.isInvalidated).toBe(false);
  });
});
