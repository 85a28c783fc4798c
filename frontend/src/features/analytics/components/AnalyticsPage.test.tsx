import type { Analytics } from '@lumen/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferredReply, json, stubFetch } from '../../../test/fetchStub';
import { renderApp } from '../../../test/renderApp';

const days = (count: number, value: (index: number) => number) =>
  Array.from({ length: count }, (_, index) => ({
    date: `2026-01-${String(index + 1).padStart(2, '0')}`,
    value: value(index),
  }));

function analytics(overrides: Partial<Analytics> = {}): Analytics {
  return {
    totalInsights: 8,
    aiGeneratedCount: 3,
    manualInsightsCount: 5,
    totalViews: 42,
    savedCount: 3,
    currentStreak: 4,
    totalReviews: 7,
    viewsByDate: days(30, (index) => (index % 3 === 0 ? 2 : 0)).map(({ date, value }) => ({ date, count: value })),
    streakHistory: days(30, (index) => (index > 25 ? 1 : 0)).map(({ date, value }) => ({
      date,
      hasActivity: value === 1 ? 1 : 0,
    })),
    viewsByTag: [
      { tag: 'minds-humans', count: 12 },
      { tag: 'cosmic-world', count: 7 },
      { tag: 'stoicism', count: 3 },
    ],
    ...overrides,
  };
}

const EMPTY: Analytics = {
  totalInsights: 0,
  aiGeneratedCount: 0,
  manualInsightsCount: 0,
  totalViews: 0,
  savedCount: 0,
  currentStreak: 0,
  totalReviews: 0,
  viewsByDate: days(30, () => 0).map(({ date }) => ({ date, count: 0 })),
  streakHistory: days(30, () => 0).map(({ date }) => ({ date, hasActivity: 0 })),
  viewsByTag: [],
};

function renderAnalytics(data: Analytics | (() => Response | Promise<Response>)) {
  const stub = stubFetch({
    'GET /api/streak': () => json({ currentStreak: 4 }),
    'GET /api/analytics': typeof data === 'function' ? data : () => json(data),
  });
  return { ...stub, ...renderApp('/analytics') };
}

const statCard = (title: string) => screen.findByRole('group', { name: title });
const chart = (name: string) => screen.findByRole('region', { name });
const drawn = (region: HTMLElement) => region.querySelector('.recharts-wrapper svg') !== null;
const VIEWS = 'Views (last 30 days)';
const STREAK = 'Streak activity (last 30 days)';
const SOURCES = 'AI-generated vs manual insights';
const TOPICS = 'Top 10 topics by views';

describe('Analytics', () => {
  it('shows a spinner while loading, then the page; the back link goes to the feed', async () => {
    const reply = deferredReply();
    const { router } = renderAnalytics(() => reply.promise);
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading analytics' })).toBeInTheDocument();
    reply.release(json(analytics()));
    expect(await statCard('Total Insights')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to feed' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the four stat cards with their counts', async () => {
    renderAnalytics(analytics());
    const total = await statCard('Total Insights');
    expect(total).toHaveTextContent('8');
    expect(total).toHaveTextContent('3 AI · 5 manual');
    expect(await statCard('Total Views')).toHaveTextContent('42');
    const saved = await statCard('Saved Insights');
    expect(saved).toHaveTextContent('3');
    expect(saved).toHaveTextContent('37.5% of total');
    const streak = await statCard('Current Streak');
    expect(streak).toHaveTextContent('4 days');
    expect(streak).toHaveTextContent('7 reviews');
  });

  it.each([
    [1, 3, '33.3%'],
    [2, 3, '66.7%'],
    [5, 5, '100.0%'],
    [0, 0, '0.0%'],
  ])('saved %i of %i insights reads %s', async (savedCount, totalInsights, percentage) => {
    renderAnalytics(analytics({ savedCount, totalInsights }));
    expect(within(await statCard('Saved Insights')).getByText(`${percentage} of total`)).toBeInTheDocument();
  });

  it('says "1 day" and "1 review" in the singular', async () => {
    renderAnalytics(analytics({ currentStreak: 1, totalReviews: 1 }));
    const streak = await statCard('Current Streak');
    expect(streak).toHaveTextContent('1 day');
    expect(streak).toHaveTextContent('1 review');
    expect(streak).not.toHaveTextContent('days');
  });

  it.each([
    [VIEWS, 'chart-views'],
    [STREAK, 'chart-streak'],
    [SOURCES, 'chart-insights'],
    [TOPICS, 'chart-topics'],
  ])('draws the "%s" chart when there is data', async (name, testId) => {
    renderAnalytics(analytics());
    const region = await chart(name);
    expect(region).toHaveAttribute('data-testid', testId);
    expect(drawn(region)).toBe(true);
  });

  it("the streak tooltip says 'Active' or 'Inactive' for the day (keyboard through the chart)", async () => {
    const streakHistory = EMPTY.streakHistory.map(
      (day, index) => ({ ...day, hasActivity: index === 0 ? 1 : 0 }) as const,
    );
    renderAnalytics(analytics({ streakHistory }));
    const region = await chart(STREAK);
    const surface = region.querySelector<SVGElement>('svg.recharts-surface');
    const tooltip = () => region.querySelector('.recharts-tooltip-wrapper')?.textContent;
    fireEvent.focus(surface!);
    await waitFor(() => expect(tooltip()).toBe('Jan 1Activity : Active'));
    fireEvent.keyDown(surface!, { key: 'ArrowRight' });
    await waitFor(() => expect(tooltip()).toBe('Jan 2Activity : Inactive'));
  });

  it('labels the topic bars with category names and keeps only the top 10', async () => {
    const viewsByTag = Array.from({ length: 12 }, (_, index) => ({ tag: `topic-${index + 1}`, count: 20 - index }));
    renderAnalytics(analytics({ viewsByTag: [{ tag: 'minds-humans', count: 30 }, ...viewsByTag] }));
    const region = await chart(TOPICS);
    expect(await within(region).findByText('Minds & Humans')).toBeInTheDocument();
    expect(within(region).getByText('topic-9')).toBeInTheDocument();
    expect(within(region).queryByText('topic-10')).not.toBeInTheDocument();
  });

  it('shows every empty state for a new learner, and no chart', async () => {
    renderAnalytics(EMPTY);
    for (const text of ['No view data yet', 'No streak data yet', 'No insights yet', 'No view data by topic yet'])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(document.querySelector('.recharts-wrapper')).toBeNull();
    expect(within(await statCard('Saved Insights')).getByText('0.0% of total')).toBeInTheDocument();
  });

  it.each([
    ['No view data yet', VIEWS, { viewsByDate: EMPTY.viewsByDate }],
    ['No streak data yet', STREAK, { streakHistory: EMPTY.streakHistory }],
    ['No insights yet', SOURCES, { totalInsights: 0, aiGeneratedCount: 0, manualInsightsCount: 0 }],
    ['No view data by topic yet', TOPICS, { viewsByTag: [] }],
  ])('shows "%s" in place of that chart alone', async (text, name, overrides: Partial<Analytics>) => {
    renderAnalytics(analytics(overrides));
    const region = await chart(name);
    expect(within(region).getByText(text)).toBeInTheDocument();
    expect(drawn(region)).toBe(false);
    expect(screen.getAllByRole('region').filter(drawn)).toHaveLength(3);
  });

  it('shows the error with a retry when the analytics fail to load', async () => {
    let fail = true;
    renderAnalytics(() => (fail ? new Response('down', { status: 503 }) : json(analytics())));
    expect(await screen.findByText('503: down')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await statCard('Total Views')).toHaveTextContent('42');
  });
});
