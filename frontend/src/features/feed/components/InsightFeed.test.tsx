import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFeedServer } from '../../../test/feedServer';
import { deferredReply, json } from '../../../test/fetchStub';
import { ephemeralInsight, insight } from '../../../test/insights';
import { renderApp } from '../../../test/renderApp';

const hookOf = (n: number) => `Card ${n} opens with a hook.`;
const card = (n: number, overrides: Parameters<typeof insight>[0] = {}) =>
  insight({ text: `${hookOf(n)} The body of card ${n} follows.`, ...overrides });
const TOO_FAST = 'Too fast — let your brain absorb it 😌';

const showsCard = (n: number) => screen.findByRole('heading', { level: 2, name: hookOf(n) });
const feedCalls = (server: ReturnType<typeof stubFeedServer>) => server.calls('GET', '/api/feed/next').length;

function swipe(dx: number, dy = 0) {
  const target = screen.getByTestId('swipe-card');
  const base = { pointerId: 1, isPrimary: true, pointerType: 'touch', button: 0 };
  fireEvent.pointerDown(target, { ...base, clientX: 200, clientY: 300 });
  fireEvent.pointerMove(target, { ...base, clientX: 200 + dx / 2, clientY: 300 + dy / 2 });
  fireEvent.pointerMove(target, { ...base, clientX: 200 + dx, clientY: 300 + dy });
  fireEvent.pointerUp(target, { ...base, clientX: 200 + dx, clientY: 300 + dy });
}

afterEach(() => {
  vi.useRealTimers();
  document.querySelectorAll('input[data-test-extra]').forEach((input) => input.remove());
});

describe('Feed: loading and moving through cards', () => {
  it("shows 'Loading your infinite feed...' with a skeleton card, then the first card; sends the session id", async () => {
    const reply = deferredReply();
    const server = stubFeedServer([() => reply.promise]);
    renderApp('/');
    expect(await screen.findByText('Loading your infinite feed...')).toBeInTheDocument();
    expect(screen.getByTestId('insight-card-skeleton')).toBeInTheDocument();
    reply.release(json(card(1)));
    await showsCard(1);
    expect(screen.queryByText('Loading your infinite feed...')).not.toBeInTheDocument();
    expect(screen.getByText('Swipe or press → for next insight')).toBeInTheDocument();
    expect(server.calls('GET', '/api/feed/next')[0]?.headers.get('x-session-id')).toMatch(/^session-\d+-/);
  });

  it.each([['n'], ['{ArrowRight}']])('%s fetches and shows the next card', async (key) => {
    const server = stubFeedServer([card(1), card(2)]);
    renderApp('/');
    await showsCard(1);
    await userEvent.keyboard(key);
    await showsCard(2);
    expect(screen.queryByRole('heading', { name: hookOf(1) })).not.toBeInTheDocument();
    expect(feedCalls(server)).toBe(2);
  });

  it('a swipe to the left shows the next card; ArrowLeft and a swipe to the right go back without fetching', async () => {
    const server = stubFeedServer([card(1), card(2), card(3)]);
    renderApp('/');
    await showsCard(1);
    swipe(-140);
    await showsCard(2);
    await userEvent.keyboard('n');
    await showsCard(3);
    expect(feedCalls(server)).toBe(3);

    await userEvent.keyboard('{ArrowLeft}');
    await showsCard(2);
    swipe(140);
    await showsCard(1);
    await userEvent.keyboard('p');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('heading', { name: hookOf(1) })).toBeInTheDocument();
    expect(feedCalls(server)).toBe(3);

    await userEvent.keyboard('n');
    await showsCard(2);
    expect(feedCalls(server)).toBe(3);
  });

  it('ignores short drags and drags with too much vertical movement', async () => {
    const server = stubFeedServer([card(1), card(2)]);
    renderApp('/');
    await showsCard(1);
    swipe(-90);
    swipe(-160, 70);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('heading', { name: hookOf(1) })).toBeInTheDocument();
    expect(feedCalls(server)).toBe(1);
  });

  it('ignores the keys while focus is in an input or a textarea', async () => {
    const server = stubFeedServer([card(1), card(2)]);
    renderApp('/');
    await showsCard(1);
    for (const tag of ['input', 'textarea']) {
      const field = document.createElement(tag);
      field.setAttribute('data-test-extra', '');
      document.body.append(field);
      await userEvent.type(field, 'nps{ArrowRight}');
      field.remove();
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('heading', { name: hookOf(1) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect(feedCalls(server)).toBe(1);
    expect(server.calls('POST', '/api/saved')).toHaveLength(0);
  });

  it('cannot advance twice while the card is exiting', async () => {
    const server = stubFeedServer([card(1), card(2), card(3)]);
    renderApp('/');
    await showsCard(1);
    await userEvent.keyboard('n');
    await userEvent.keyboard('{ArrowRight}');
    swipe(-150);
    expect(screen.getByTestId('swipe-card')).toHaveAttribute('data-exiting', 'next');
    await showsCard(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('heading', { name: hookOf(2) })).toBeInTheDocument();
    expect(feedCalls(server)).toBe(2);
  });

  it('has Previous / Next buttons for learners who cannot swipe or use keys', async () => {
    stubFeedServer([card(1), card(2)]);
    renderApp('/');
    await showsCard(1);
    expect(screen.getByRole('button', { name: 'Previous insight' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next insight' }));
    await showsCard(2);
    await userEvent.click(screen.getByRole('button', { name: 'Previous insight' }));
    await showsCard(1);
  });
});

describe('Feed: too fast notice', () => {
  it('advancing within 1200 ms of the card appearing shows the notice, and still advances', async () => {
    stubFeedServer([card(1), card(2)]);
    renderApp('/');
    await showsCard(1);
    await userEvent.keyboard('n');
    expect(await screen.findByText(TOO_FAST)).toBeInTheDocument();
    await showsCard(2);
  });

  it('no notice after the learner dwelt 1200 ms or more', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    stubFeedServer([card(1), card(2), card(3)]);
    renderApp('/');
    await showsCard(1);
    vi.setSystemTime(Date.now() + 1300);
    await userEvent.keyboard('n');
    await showsCard(2);
    expect(screen.queryByText(TOO_FAST)).not.toBeInTheDocument();
    vi.setSystemTime(Date.now() + 1100);
    await userEvent.keyboard('n');
    expect(await screen.findByText(TOO_FAST)).toBeInTheDocument();
  });
});

describe('Feed: saving', () => {
  it('saving an ephemeral insight persists it, then saves the new id; pressing again removes it', async () => {
    const draft = ephemeralInsight({
      text: 'Draft hook here. Draft body there.',
      tags: ['art'],
      source: 'Lumen',
      bannerLabel: 'Colour',
      iconConcept: 'art',
    });
    const persistedId = '11111111-2222-4333-8444-555555555555';
    const server = stubFeedServer([draft], { 'POST /api/insights/persist': () => json({ id: persistedId }) });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    const persist = server.calls('POST', '/api/insights/persist');
    expect(persist).toHaveLength(1);
    expect(persist[0]?.body).toEqual({
      text: draft.text,
      tags: ['art'],
      source: 'Lumen',
      imageUrl: null,
      videoUrl: null,
      bannerLabel: 'Colour',
      iconConcept: 'art',
    });
    expect(server.calls('POST', '/api/saved')[0]?.body).toEqual({ insightId: persistedId });
    expect(server.requests.findIndex((r) => r.path === '/api/insights/persist')).toBeLessThan(
      server.requests.findIndex((r) => r.path === '/api/saved' && r.method === 'POST'),
    );

    await userEvent.keyboard('s');
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
    expect(server.calls('DELETE', `/api/saved/${persistedId}`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect(server.calls('POST', '/api/insights/persist')).toHaveLength(1);
  });

  it("'s' saves a catalogue insight directly, without persisting", async () => {
    const first = card(1);
    const server = stubFeedServer([first]);
    renderApp('/');
    await showsCard(1);
    await userEvent.keyboard('s');
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    expect(server.calls('POST', '/api/saved')[0]?.body).toEqual({ insightId: first.id });
    expect(server.calls('POST', '/api/insights/persist')).toHaveLength(0);
  });

  it("a persist failure shows 'Failed to persist insight' and saves nothing", async () => {
    const server = stubFeedServer([ephemeralInsight()], {
      'POST /api/insights/persist': () => new Response('boom', { status: 500 }),
    });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to persist insight')).toBeInTheDocument();
    expect(server.calls('POST', '/api/saved')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('Feed: failures and views', () => {
  it.each([
    ['a non-OK answer', () => new Response('', { status: 500, statusText: 'Internal Server Error' })],
    [
      'a network failure',
      (): Response => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])("%s shows 'Failed to load next insight' and a retry", async (_case, failure) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFeedServer([failure, card(1)]);
    renderApp('/');
    expect(await screen.findByText('Failed to load next insight')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await showsCard(1);
  });

  it('when the next card fails to load, the learner stays on the current card', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFeedServer([card(1), () => new Response('', { status: 502 }), card(2)]);
    renderApp('/');
    await showsCard(1);
    await userEvent.keyboard('n');
    expect(await screen.findByText('Failed to load next insight')).toBeInTheDocument();
    await showsCard(1);
  });

  it('tracks a view for each non-ephemeral insight shown, none for ephemeral ones', async () => {
    const [a, b, c] = [card(1), ephemeralInsight({ text: `${hookOf(2)} Body.` }), card(3)];
    const server = stubFeedServer([a, b, c]);
    renderApp('/');
    await showsCard(1);
    await userEvent.keyboard('n');
    await showsCard(2);
    await userEvent.keyboard('n');
    await showsCard(3);
    await waitFor(() =>
      expect(server.requests.filter((r) => r.path.startsWith('/api/views/')).map((r) => r.path)).toEqual([
        `/api/views/${a.id}`,
        `/api/views/${c.id}`,
      ]),
    );
    expect(server.calls('POST', `/api/views/${a.id}`)[0]?.body).toBeUndefined();
  });
});
