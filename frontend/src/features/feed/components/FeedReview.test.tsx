import type { Insight } from '@lumen/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFeedServer } from '../../../test/feedServer';
import { json, type RecordedRequest } from '../../../test/fetchStub';
import { ephemeralInsight, insight } from '../../../test/insights';
import { renderApp } from '../../../test/renderApp';

const hookOf = (n: number) => `Card ${n} opens with a hook.`;
const card = (n: number, overrides: Partial<Insight> = {}) =>
  insight({ text: `${hookOf(n)} The body of card ${n} follows.`, ...overrides });
const showsCard = (n: number) => screen.findByRole('heading', { level: 2, name: hookOf(n) });
const dueItem = (item: Insight) => ({ insight: item, due: '2026-01-06T10:00:00.000Z' });
const QUESTION = 'How well did you recall this insight?';
const panel = () => screen.queryByRole('group', { name: QUESTION });
const reviewResult = (request: RecordedRequest) =>
  json({
    insightId: request.path.split('/').at(-1),
    quality: (request.body as { quality: number }).quality,
    due: '2026-01-09T10:00:00.000Z',
    reps: 1,
    lapses: 0,
  });

/** A feed whose due list answers `due` (one list per call, the last repeated) and whose ratings succeed. */
function stubReviewFeed(cards: Insight[], ...due: Insight[][]) {
  const lists = [...due];
  let streak = 1;
  return stubFeedServer(cards, {
    'GET /api/reviews/due': () => json((lists.length > 1 ? lists.shift() : lists[0])?.map(dueItem) ?? []),
    'POST /api/reviews/*': (request) => {
      streak = 2;
      return reviewResult(request);
    },
    'GET /api/streak': () => json({ currentStreak: streak }),
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Feed: the review badge and recall panel', () => {
  it("says '1 insight due for review' and shows the recall panel on a due card", async () => {
    const first = card(1);
    stubReviewFeed([first], [first]);
    renderApp('/');
    await showsCard(1);
    expect(await screen.findByText('1 insight due for review')).toBeInTheDocument();
    const buttons = within(panel()!).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Again', 'Hard', 'OK', 'Good', 'Great', 'Perfect']);
  });

  it("counts the whole due list: '3 insights due for review'", async () => {
    const first = card(1);
    stubReviewFeed([first], [card(7), first, card(8)]);
    renderApp('/');
    expect(await screen.findByText('3 insights due for review')).toBeInTheDocument();
    expect(screen.queryByText(/1 insight due/)).not.toBeInTheDocument();
  });

  it('shows neither badge nor panel on a card that is not due; the due card that follows has both', async () => {
    const [first, second] = [card(1), card(2)];
    const server = stubReviewFeed([first, second], [second]);
    renderApp('/');
    await showsCard(1);
    await waitFor(() => expect(server.calls('GET', '/api/reviews/due')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/due for review/)).not.toBeInTheDocument();
    expect(panel()).not.toBeInTheDocument();

    await userEvent.keyboard('n');
    await showsCard(2);
    expect(screen.getByText('1 insight due for review')).toBeInTheDocument();
    expect(panel()).toBeInTheDocument();
  });

  it('never offers a review for an ephemeral insight, even with its id in the due list', async () => {
    const draft = ephemeralInsight({ text: `${hookOf(1)} Body.` });
    const server = stubReviewFeed([draft], [draft]);
    renderApp('/');
    await showsCard(1);
    await waitFor(() => expect(server.calls('GET', '/api/reviews/due')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/due for review/)).not.toBeInTheDocument();
    expect(panel()).not.toBeInTheDocument();
  });

  it('reads the due list again when a saved card comes back that the cached list does not know', async () => {
    const [first, saved] = [card(1), card(2)];
    const server = stubReviewFeed([first, saved], [], [saved]);
    server.saved.push(saved.id);
    renderApp('/');
    await showsCard(1);
    await userEvent.keyboard('n');
    await showsCard(2);
    expect(await screen.findByText('1 insight due for review')).toBeInTheDocument();
    expect(server.calls('GET', '/api/reviews/due')).toHaveLength(2);
  });
});

describe('Feed: rating a due insight', () => {
  it.each([
    ['Again', 0, "Don't worry, you'll remember it next time!"],
    ['Hard', 1, 'Needs more review'],
    ['OK', 2, 'Getting there!'],
    ['Good', 3, 'Good recall!'],
    ['Great', 4, 'Great recall!'],
    ['Perfect', 5, 'Perfect recall!'],
  ])('%s posts quality %i and shows "%s"', async (label, quality, feedback) => {
    const first = card(1);
    const server = stubReviewFeed([first, card(2)], [first]);
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: label }));
    expect(await screen.findByText(feedback)).toBeInTheDocument();
    const posts = server.calls('POST', `/api/reviews/${first.id}`);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ quality });
  });

  it('then reads the due list and the streak again; the header shows the new streak', async () => {
    const first = card(1);
    // The next card is ephemeral: no view of it refreshes the streak instead.
    const server = stubReviewFeed([first, ephemeralInsight({ text: `${hookOf(2)} Body.` })], [first], []);
    renderApp('/');
    await screen.findByRole('status', { name: 'Current streak: 1 day' });
    // The card's view already read the streak again.
    await waitFor(() => expect(server.calls('GET', '/api/streak')).toHaveLength(2));
    expect(server.calls('GET', '/api/reviews/due')).toHaveLength(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Good' }));
    await screen.findByText('Good recall!');
    await waitFor(() => expect(server.calls('GET', '/api/reviews/due')).toHaveLength(2));
    await waitFor(() => expect(server.calls('GET', '/api/streak')).toHaveLength(3));
    expect(await screen.findByRole('status', { name: 'Current streak: 2 days' })).toBeInTheDocument();
    await showsCard(2);
    expect(server.calls('GET', '/api/streak')).toHaveLength(3);
    const order = server.requests.map((request) => `${request.method} ${request.path}`);
    expect(order.indexOf(`POST /api/reviews/${first.id}`)).toBeLessThan(order.lastIndexOf('GET /api/reviews/due'));
  });

  it('advances to the next card 500 ms after the rating is recorded, with no too-fast notice', async () => {
    const first = card(1);
    stubReviewFeed([first, card(2)], [first], []);
    renderApp('/');
    const good = await screen.findByRole('button', { name: 'Good' });
    vi.useFakeTimers();
    fireEvent.click(good);
    for (let step = 0; step < 20 && !screen.queryByText('Good recall!'); step += 1)
      await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Good recall!')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(490));
    expect(screen.getByTestId('swipe-card')).not.toHaveAttribute('data-exiting');
    expect(screen.getByText('1 insight due for review')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(15));
    expect(screen.getByTestId('swipe-card')).toHaveAttribute('data-exiting', 'next');
    await act(() => vi.advanceTimersByTimeAsync(400));
    vi.useRealTimers();
    await showsCard(2);
    expect(screen.getByText('Good recall!')).toBeInTheDocument();
    expect(screen.queryByText('Too fast — let your brain absorb it 😌')).not.toBeInTheDocument();
  });

  it('does not rate twice while a rating is being recorded', async () => {
    const first = card(1);
    const server = stubReviewFeed([first, card(2)], [first], []);
    renderApp('/');
    const great = await screen.findByRole('button', { name: 'Great' });
    const perfect = screen.getByRole('button', { name: 'Perfect' });
    fireEvent.click(great);
    fireEvent.click(great);
    fireEvent.click(perfect);
    await waitFor(() => expect(perfect).toBeDisabled());
    await screen.findByText('Great recall!');
    fireEvent.click(great);
    await showsCard(2);
    expect(server.calls('POST', `/api/reviews/${first.id}`)).toHaveLength(1);
  });

  it('a failed rating shows a destructive toast with the error and stays on the card', async () => {
    const first = card(1);
    stubFeedServer([first, card(2)], {
      'GET /api/reviews/due': () => json([dueItem(first)]),
      'POST /api/reviews/*': () => new Response('review service down', { status: 503 }),
    });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to record review');
    expect(alert).toHaveTextContent('503: review service down');
    expect(alert.className).toMatch(/Error/);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(screen.getByRole('heading', { level: 2, name: hookOf(1) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled();
  });
});
