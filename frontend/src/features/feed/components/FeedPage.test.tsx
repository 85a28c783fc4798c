import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredReply, json, stubFetch } from '../../../test/fetchStub';
import { insight } from '../../../test/insights';
import { preferences, renderApp } from '../../../test/renderApp';

describe('Feed route', () => {
  it("shows 'Loading...' while the preferences load, then 'Loading your infinite feed...'", async () => {
    const reply = deferredReply();
    const feed = deferredReply();
    stubFetch({
      'GET /api/preferences': () => reply.promise,
      'GET /api/streak': () => json({ currentStreak: 0 }),
      'GET /api/feed/next': () => feed.promise,
    });
    renderApp('/');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    reply.release(json(preferences({ onboardingCompleted: true, learningInterest: 'tea' })));
    expect(await screen.findByText('Loading your infinite feed...')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('redirects to /onboarding when onboarding is not completed, without loading the feed', async () => {
    const { requests } = stubFetch({
      'GET /api/preferences': () => json(preferences()),
      'GET /api/streak': () => json({ currentStreak: 0 }),
    });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(await screen.findByLabelText('What do you want to learn about?')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/feed/next')).toBe(false);
  });

  it('shows the first insight card when onboarded', async () => {
    stubFetch({
      'GET /api/preferences': () =>
        json(preferences({ onboardingCompleted: true, learningInterest: 'quantum physics' })),
      'GET /api/streak': () => json({ currentStreak: 2 }),
      'POST /api/views/*': () => json({}),
      'GET /api/feed/next': () =>
        json(insight({ text: 'Particles can tunnel through walls. Quantum mechanics allows it.' })),
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Particles can tunnel through walls.' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the error text when the preferences cannot be loaded', async () => {
    stubFetch({ 'GET /api/preferences': () => new Response('', { status: 502, statusText: 'Bad Gateway' }) });
    renderApp('/');
    expect(await screen.findByText('502: Bad Gateway')).toBeInTheDocument();
  });
});
