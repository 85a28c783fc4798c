import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFeedServer } from '../../../test/feedServer';
import { deferredReply, json } from '../../../test/fetchStub';
import { ephemeralInsight, insight } from '../../../test/insights';
import { renderApp } from '../../../test/renderApp';

const PERSISTED_ID = '12121212-3434-4565-8787-909090909090';
const FAILED = 'Failed to load deep dive. Please try again.';

describe('Deep Dive button on the feed card', () => {
  it('goes straight to the deep-dive page of a catalogue insight', async () => {
    const card = insight({ text: 'Catalogue card. Already stored.' });
    const server = stubFeedServer([card], {
      [`GET /api/insights/${card.id}`]: () => json(card),
      [`POST /api/insights/${card.id}/deep-dive`]: () => json([]),
    });
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Deep Dive' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/deep-dive/${card.id}`));
    expect(await screen.findByRole('article', { name: 'Original Insight' })).toHaveTextContent(card.text);
    expect(server.calls('POST', '/api/insights/persist')).toHaveLength(0);
  });

  it('persists an ephemeral insight first, showing it is busy, then opens the deep dive of the new id', async () => {
    const draft = ephemeralInsight({ text: 'A fresh draft. Not stored yet.' });
    const persist = deferredReply();
    const server = stubFeedServer([draft], { 'POST /api/insights/persist': () => persist.promise });
    const { router } = renderApp('/');
    const button = await screen.findByRole('button', { name: 'Deep Dive' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(router.state.location.pathname).toBe('/');
    persist.release(json({ id: PERSISTED_ID }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/deep-dive/${PERSISTED_ID}`));
    expect(server.calls('POST', '/api/insights/persist')[0]?.body).toMatchObject({ text: draft.text });
  });

  it(`a failure shows the destructive '${FAILED}' and the button is ready again`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFeedServer([ephemeralInsight()], {
      'POST /api/insights/persist': () => new Response('nope', { status: 500 }),
    });
    const { router } = renderApp('/');
    const button = await screen.findByRole('button', { name: 'Deep Dive' });
    await userEvent.click(button);
    const toast = await screen.findByText(FAILED);
    expect(toast.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(router.state.location.pathname).toBe('/');
  });
});
