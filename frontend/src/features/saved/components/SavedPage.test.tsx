import type { Insight } from '@lumen/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferredReply, json, stubFetch } from '../../../test/fetchStub';
import { insight } from '../../../test/insights';
import { renderApp } from '../../../test/renderApp';

const LONG = 'Spaced repetition works because forgetting is useful. '.repeat(4).trim();

function stubSaved(initial: Insight[]) {
  let items = [...initial];
  const stub = stubFetch({
    'GET /api/streak': () => json({ currentStreak: 0 }),
    'GET /api/saved/details': () => json(items.map((item) => ({ insight: item }))),
    'GET /api/saved': () => json(items.map((item) => ({ insightId: item.id }))),
    'DELETE /api/saved/*': (request) => {
      items = items.filter((item) => request.path !== `/api/saved/${item.id}`);
      return new Response(null, { status: 204 });
    },
  });
  return stub;
}

const cards = () => within(screen.getByRole('list', { name: 'Saved insights' })).getAllByRole('article');

describe('Saved insights page', () => {
  it('shows 6 skeleton cards while loading', async () => {
    const reply = deferredReply();
    stubFetch({ 'GET /api/streak': () => json({ currentStreak: 0 }), 'GET /api/saved/details': () => reply.promise });
    renderApp('/saved');
    expect(await screen.findAllByTestId('saved-skeleton')).toHaveLength(6);
    expect(screen.getByRole('list', { name: 'Loading saved insights' })).toHaveAttribute('aria-busy', 'true');
    reply.release(json([]));
    expect(await screen.findByText('No saved insights yet')).toBeInTheDocument();
    expect(screen.queryByTestId('saved-skeleton')).not.toBeInTheDocument();
  });

  it('shows the empty state with a back link to the feed', async () => {
    stubSaved([]);
    renderApp('/saved');
    expect(await screen.findByText('No saved insights yet')).toBeInTheDocument();
    expect(screen.getByText('Start saving insights by clicking the Save button on any card')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to feed' })).toHaveAttribute('href', '/');
  });

  it('counts in singular and plural', async () => {
    stubSaved([insight()]);
    const { unmount } = renderApp('/saved');
    expect(await screen.findByText('1 insight')).toBeInTheDocument();
    unmount();
    stubSaved([insight(), insight(), insight()]);
    renderApp('/saved');
    expect(await screen.findByText('3 insights')).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
  });

  it("shows each card's text, 'From: source' and tag badges", async () => {
    stubSaved([insight({ text: 'Short and sweet. Really.', source: 'Seneca', tags: ['philosophy', 'stories'] })]);
    renderApp('/saved');
    const [card] = await screen.findAllByRole('article');
    expect(card).toHaveTextContent('Short and sweet. Really.');
    expect(within(card!).getByText('From: Seneca')).toBeInTheDocument();
    expect(
      within(card!)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Philosophy', 'Stories']);
    expect(within(card!).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('clamps texts longer than 150 characters to 4 lines, with Show more / Show less', async () => {
    expect(LONG.length).toBeGreaterThan(150);
    stubSaved([insight({ text: LONG }), insight({ text: 'x'.repeat(150) })]);
    renderApp('/saved');
    const [long, exact] = await screen.findAllByRole('article');
    const text = within(long!).getByText(LONG);
    expect(text).toHaveAttribute('data-clamped', 'true');
    expect(text).toHaveStyle({ WebkitLineClamp: '4', overflow: 'hidden' });
    const toggle = within(long!).getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(long!).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(text).not.toHaveAttribute('data-clamped');
    await userEvent.click(within(long!).getByRole('button', { name: 'Show less' }));
    expect(text).toHaveAttribute('data-clamped', 'true');
    expect(within(exact!).queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();
  });

  it("Remove deletes the insight, toasts 'Removed from favorites' and refreshes the list", async () => {
    const [keep, drop] = [insight({ text: 'Keep me. Please.' }), insight({ text: 'Drop me. Now.' })];
    const { requests } = stubSaved([drop, keep]);
    renderApp('/saved');
    expect(await screen.findByText('2 insights')).toBeInTheDocument();
    const card = cards().find((item) => item.textContent?.includes('Drop me.'));
    await userEvent.click(within(card!).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      `/api/saved/${drop.id}`,
    ]);
    expect(await screen.findByText('1 insight')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Drop me. Now.')).not.toBeInTheDocument());
    expect(screen.getByText('Keep me. Please.')).toBeInTheDocument();
  });
});
