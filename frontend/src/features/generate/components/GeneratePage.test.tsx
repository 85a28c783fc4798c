import type { GeneratedInsight } from '@lumen/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferredReply, json, type RecordedRequest, stubFetch } from '../../../test/fetchStub';
import { insight } from '../../../test/insights';
import { preferences, renderApp } from '../../../test/renderApp';

const EMPTY = 'Please provide a prompt or select at least one topic';
const TOO_LONG = 'Prompt is too long. Please keep it under 500 characters.';
const GENERATE = '/api/insights/generate';

const generated = (overrides: Partial<GeneratedInsight> = {}): GeneratedInsight => ({
  ...insight({
    text: 'Small wins compound quickly. Each finished task fuels the next one and builds momentum.',
    tags: ['life-hacks'],
    source: 'The Progress Principle',
  }),
  generatedBy: 'llm',
  ...overrides,
});

type Reply = (request: RecordedRequest) => Response | Promise<Response>;

function renderGenerate(reply: Reply = () => json(generated())) {
  const stub = stubFetch({
    'GET /api/streak': () => json({ currentStreak: 0 }),
    'GET /api/preferences': () => json(preferences({ onboardingCompleted: true, learningInterest: 'tea' })),
    'GET /api/feed/next': () => new Promise<Response>(() => undefined),
    [`POST ${GENERATE}`]: reply,
  });
  const view = renderApp('/generate');
  const sent = () => stub.requests.filter((request) => request.path === GENERATE).map((request) => request.body);
  return { ...stub, ...view, sent };
}

const promptField = () => screen.getByLabelText('Prompt');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Generate Insight' }));
const topic = (name: string) => screen.getByRole('button', { name });

async function paste(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('Generate page: form', () => {
  it('has a back link and the defaults: intermediate, principle, no topic, empty fields', () => {
    renderGenerate();
    expect(screen.getByRole('link', { name: 'Back to feed' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('radio', { name: 'Intermediate' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Principle' })).toBeChecked();
    const difficulty = screen.getByRole('radiogroup', { name: 'Difficulty' });
    expect(
      within(difficulty)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['beginner', 'intermediate', 'advanced']);
    const type = screen.getByRole('radiogroup', { name: 'Insight type' });
    expect(
      within(type)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['principle', 'technique', 'quote', 'case-study']);
    const topics = within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('button');
    expect(topics.map((chip) => chip.textContent)).toEqual([
      'Productivity',
      'Creativity',
      'Leadership',
      'Habits',
      'Mindset',
      'Learning',
      'Strategy',
      'Design',
      'Entrepreneurship',
      'Communication',
    ]);
    expect(topics.every((chip) => chip.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(screen.getByLabelText('Image URL (optional)')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Video URL (optional)')).toHaveAttribute('type', 'url');
    expect(promptField()).toHaveValue('');
  });

  it('counts the prompt live and lets it grow past 500 so the real count shows', async () => {
    renderGenerate();
    expect(screen.getByText('0 / 500 characters')).toBeInTheDocument();
    await userEvent.type(promptField(), 'Hello');
    expect(screen.getByText('5 / 500 characters')).toBeInTheDocument();
    await paste(promptField(), 'x'.repeat(520));
    expect(promptField()).toHaveValue(`Hello${'x'.repeat(520)}`);
    expect(screen.getByText('525 / 500 characters')).toBeInTheDocument();
  });

  it('refuses an empty or blank prompt without topics, sends nothing and focuses the prompt', async () => {
    const { sent } = renderGenerate();
    await submit();
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(promptField()).toHaveFocus();
    expect(promptField()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(promptField(), '    ');
    await submit();
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('drops the empty-prompt message once a topic is picked', async () => {
    renderGenerate();
    await submit();
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    await userEvent.click(topic('Habits'));
    expect(topic('Habits')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
  });

  it('refuses a prompt over 500 characters but sends one of exactly 500', async () => {
    const { sent } = renderGenerate();
    await paste(promptField(), 'a'.repeat(501));
    await submit();
    expect(await screen.findByText(TOO_LONG)).toBeInTheDocument();
    expect(sent()).toEqual([]);
    await userEvent.type(promptField(), '{Backspace}');
    expect(screen.queryByText(TOO_LONG)).not.toBeInTheDocument();
    await submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ prompt: 'a'.repeat(500) });
  });

  it('names the field of a URL that is not http or https', async () => {
    const { sent } = renderGenerate();
    await userEvent.type(promptField(), 'focus');
    await paste(screen.getByLabelText('Image URL (optional)'), 'ftp://example.com/a.png');
    await paste(screen.getByLabelText('Video URL (optional)'), 'not a link');
    await submit();
    expect(await screen.findByText('Image URL must be an http or https URL')).toBeInTheDocument();
    expect(screen.getByText('Video URL must be an http or https URL')).toBeInTheDocument();
    expect(screen.getByLabelText('Image URL (optional)')).toHaveFocus();
    expect(sent()).toEqual([]);
  });
});

describe('Generate page: request', () => {
  it('sends a topic-only request with the defaults and without URL keys', async () => {
    const { sent, requests } = renderGenerate();
    await userEvent.click(topic('Habits'));
    await submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toStrictEqual({
      prompt: '',
      topics: ['habits'],
      difficulty: 'intermediate',
      insightType: 'principle',
    });
    const request = requests.find((r) => r.path === GENERATE);
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toBe('application/json');
  });

  it('sends the trimmed prompt, the choices, the topics in picking order and the trimmed URLs', async () => {
    const { sent } = renderGenerate();
    await paste(promptField(), '  why habits stick  ');
    await userEvent.click(screen.getByRole('radio', { name: 'Advanced' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Case study' }));
    await userEvent.click(topic('Mindset'));
    await userEvent.click(topic('Design'));
    await userEvent.click(topic('Productivity'));
    await userEvent.click(topic('Design'));
    await paste(screen.getByLabelText('Image URL (optional)'), ' https://img.example/a.png ');
    await paste(screen.getByLabelText('Video URL (optional)'), 'http://video.example/v.mp4');
    await submit();
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toStrictEqual({
      prompt: 'why habits stick',
      topics: ['mindset', 'productivity'],
      difficulty: 'advanced',
      insightType: 'case-study',
      imageUrl: 'https://img.example/a.png',
      videoUrl: 'http://video.example/v.mp4',
    });
  });

  it('shows the busy text and locks the form while generating', async () => {
    const reply = deferredReply();
    const { sent } = renderGenerate(() => reply.promise);
    await userEvent.type(promptField(), 'focus');
    await submit();
    const busy = await screen.findByRole('button', { name: 'Generating...' });
    expect(busy).toBeDisabled();
    expect(promptField()).toBeDisabled();
    expect(sent()).toHaveLength(1);
    reply.release(json(generated()));
    expect(await screen.findByRole('article', { name: 'Generated Insight' })).toBeInTheDocument();
  });
});
