import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredReply, json, stubFetch } from '../../../test/fetchStub';
import { preferences, renderApp } from '../../../test/renderApp';

describe('Feed route', () => {
  it("shows 'Loading...' while the preferences load", async () => {
    const reply = deferredReply();
    stubFetch({ 'GET /api/preferences': () => reply.promise, 'GET /api/streak': () => json({ currentStreak: 0 }) });
    renderApp('/');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    reply.release(json(preferences({ onboardingCompleted: true, learningInterest: 'tea' })));
    expect(await screen.findByText('Loading your infinite feed...')).toBeInTheDocument();
  });

  it('redirects to /onboarding when onboarding is not completed', async () => {
    stubFetch({ 'GET /api/preferences': () => json(preferences()), 'GET /api/streak': () => json({ currentStreak: 0 }) });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(await screen.findByLabelText('What do you want to learn about?')).toBeInTheDocument();
  });

  it('shows the feed placeholder with the interest when onboarded', async () => {
    stubFetch({
      'GET /api/preferences': () => json(preferences({ onboardingCompleted: true, learningInterest: 'quantum physics' })),
      'GET /api/streak': () => json({ currentStreak: 2 }),
    });
    const { router } = renderApp('/');
    expect(await screen.findByText(/coming in the next release/)).toBeInTheDocument();
    expect(screen.getByText('quantum physics')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the error text when the preferences cannot be loaded', async () => {
    stubFetch({ 'GET /api/preferences': () => new Response('', { status: 502, statusText: 'Bad Gateway' }) });
    renderApp('/');
    expect(await screen.findByText('502: Bad Gateway')).toBeInTheDocument();
  });
});
