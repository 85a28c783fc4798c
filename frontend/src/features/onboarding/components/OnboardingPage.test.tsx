import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferredReply, json, stubFetch } from '../../../test/fetchStub';
import { preferences, renderApp } from '../../../test/renderApp';
import { EXAMPLE_INTERESTS } from '../examples';

const LABEL = 'What do you want to learn about?';

function stubNotOnboarded(post?: () => Response | Promise<Response>) {
  return stubFetch({
    'GET /api/preferences': () => json(preferences()),
    'GET /api/streak': () => json({ currentStreak: 0 }),
    ...(post && { 'POST /api/preferences': post }),
    'GET /api/feed/next': () => new Promise<Response>(() => undefined),
  });
}

describe('Onboarding', () => {
  it('shows the six example chips and fills the field from a chip', async () => {
    stubNotOnboarded();
    renderApp('/onboarding');
    const field = screen.getByLabelText(LABEL);
    const chips = within(screen.getByRole('list', { name: /try one of these/i })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([...EXAMPLE_INTERESTS]);
    await userEvent.click(screen.getByRole('button', { name: 'quantum physics' }));
    expect(field).toHaveValue('quantum physics');
  });

  it('keeps Start Learning disabled while the trimmed value is empty', async () => {
    stubNotOnboarded();
    renderApp('/onboarding');
    const button = screen.getByRole('button', { name: 'Start Learning' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(LABEL), '   ');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(LABEL), 'x');
    expect(button).toBeEnabled();
  });

  it('submits the trimmed interest with Enter, shows the busy text, then opens the feed', async () => {
    const reply = deferredReply();
    const { requests } = stubNotOnboarded(() => reply.promise);
    const { router } = renderApp('/onboarding');
    await userEvent.type(screen.getByLabelText(LABEL), '  stoic philosophy  {Enter}');

    expect(await screen.findByRole('button', { name: 'Creating your learning feed...' })).toBeDisabled();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      learningInterest: 'stoic philosophy',
      onboardingCompleted: true,
    });

    reply.release(json(preferences({ learningInterest: 'stoic philosophy', onboardingCompleted: true })));
    expect(await screen.findByText('Loading your infinite feed...')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the API error text when saving fails and lets the learner try again', async () => {
    const body = JSON.stringify({
      statusCode: 400,
      error: 'Bad Request',
      message: 'learningInterest: must not be empty',
    });
    stubNotOnboarded(
      () =>
        new Response(body, { status: 400, statusText: 'Bad Request', headers: { 'content-type': 'application/json' } }),
    );
    renderApp('/onboarding');
    await userEvent.click(screen.getByRole('button', { name: 'science of happiness' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start Learning' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`400: ${body}`);
    expect(screen.getByRole('button', { name: 'Start Learning' })).toBeEnabled();
  });

  it('redirects to / when onboarding is already completed', async () => {
    stubFetch({
      'GET /api/preferences': () => json(preferences({ learningInterest: 'tea', onboardingCompleted: true })),
      'GET /api/streak': () => json({ currentStreak: 1 }),
      'GET /api/feed/next': () => new Promise<Response>(() => undefined),
    });
    const { router } = renderApp('/onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Loading your infinite feed...')).toBeInTheDocument();
    expect(screen.queryByLabelText(LABEL)).not.toBeInTheDocument();
  });
});
