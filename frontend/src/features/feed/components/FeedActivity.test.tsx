import type { Analytics } from '@lumen/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFeedServer } from '../../../test/feedServer';
import { json } from '../../../test/fetchStub';
import { insight } from '../../../test/insights';
import { renderApp } from '../../../test/renderApp';

const analytics = (totalViews: number): Analytics => ({
  totalInsights: totalViews,
  aiGeneratedCount: 0,
  manualInsightsCount: totalViews,
  totalViews,
  savedCount: 0,
  currentStreak: totalViews > 0 ? 1 : 0,
  totalReviews: 0,
  viewsByDate: [],
  streakHistory: [],
  viewsByTag: [],
});

describe('Feed activity keeps the streak and the analytics current', () => {
  it('a view refreshes the header streak', async () => {
    let views = 0;
    stubFeedServer([insight({ text: 'Card one opens with a hook. Body.' })], {
      'POST /api/views/*': () => {
        views += 1;
        return json({});
      },
      'GET /api/streak': () => json({ currentStreak: views > 0 ? 1 : 0 }),
    });
    renderApp('/');
    expect(await screen.findByRole('status', { name: 'Current streak: 1 day' })).toBeInTheDocument();
    expect(views).toBe(1);
  });

  it('analytics read before viewing cards are read again when the learner comes back to them', async () => {
    let views = 0;
    const server = stubFeedServer([insight({ text: 'Card one opens with a hook. Body.' })], {
      'POST /api/views/*': () => {
        views += 1;
        return json({});
      },
      'GET /api/analytics': () => json(analytics(views)),
    });
    const { router } = renderApp('/analytics');
    expect(await screen.findByRole('group', { name: 'Total Views' })).toHaveTextContent('0');
    await userEvent.click(screen.getByRole('link', { name: 'Back to feed' }));
    await waitFor(() => expect(views).toBe(1));
    await act(() => router.navigate('/analytics'));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Total Views' })).toHaveTextContent('1'));
    expect(server.calls('GET', '/api/analytics')).toHaveLength(2);
  });
});
