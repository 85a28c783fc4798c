import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreClipboard, stubClipboard, stubWindowOpen } from '../../../test/browserStubs';
import { stubFeedServer } from '../../../test/feedServer';
import { json } from '../../../test/fetchStub';
import { ephemeralInsight, insight } from '../../../test/insights';
import { renderApp } from '../../../test/renderApp';

const POPUP = 'width=550,height=420';
const PERSISTED_ID = '99999999-8888-4777-8666-555555555555';
const link = (id: string) => `${window.location.origin}/share/${id}`;

async function openShareMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
  return screen.findByRole('menu');
}

async function share(item: 'Share on Twitter' | 'Share on LinkedIn' | 'Copy Link') {
  await userEvent.click(within(await openShareMenu()).getByRole('menuitem', { name: item }));
}

afterEach(restoreClipboard);

describe('Share menu on the feed card', () => {
  it('offers exactly Share on Twitter, Share on LinkedIn and Copy Link', async () => {
    stubFeedServer([insight()]);
    renderApp('/');
    const menu = await openShareMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Share on Twitter', 'Share on LinkedIn', 'Copy Link']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('Twitter opens a 550x420 popup on the tweet intent with the text and the share link', async () => {
    const card = insight({ text: 'Short and sweet. Under two hundred characters & with symbols?' });
    stubFeedServer([card]);
    const open = stubWindowOpen();
    renderApp('/');
    await share('Share on Twitter');
    await waitFor(() => expect(open).toHaveBeenCalledOnce());
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(target).toBe('_blank');
    expect(features).toBe(POPUP);
    expect(String(url)).toBe(
      `https://twitter.com/intent/tweet?text=${encodeURIComponent(card.text)}&url=${encodeURIComponent(link(card.id))}`,
    );
  });

  it('a tweet over 200 characters is cut to 197 plus an ellipsis', async () => {
    const text = `A long hook sentence comes first. ${'Then the body goes on and on. '.repeat(8)}`.trim();
    expect(text.length).toBeGreaterThan(200);
    const card = insight({ text });
    stubFeedServer([card]);
    const open = stubWindowOpen();
    renderApp('/');
    await share('Share on Twitter');
    await waitFor(() => expect(open).toHaveBeenCalledOnce());
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe(`${text.slice(0, 197)}...`);
    expect(url.searchParams.get('url')).toBe(link(card.id));
  });

  it('LinkedIn opens a 550x420 popup on the share-offsite page with the share link', async () => {
    const card = insight();
    stubFeedServer([card]);
    const open = stubWindowOpen();
    renderApp('/');
    await share('Share on LinkedIn');
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link(card.id))}`,
        '_blank',
        POPUP,
      ),
    );
  });

  it("Copy Link writes the link to the clipboard and says 'Link copied to clipboard'", async () => {
    const card = insight();
    stubFeedServer([card]);
    const writeText = stubClipboard();
    renderApp('/');
    await share('Copy Link');
    const toast = await screen.findByText('Link copied to clipboard');
    expect(toast.closest('.MuiAlert-root')).not.toHaveClass('MuiAlert-colorError');
    expect(writeText).toHaveBeenCalledExactlyOnceWith(link(card.id));
  });

  it("a clipboard failure shows the destructive 'Failed to copy link'", async () => {
    stubFeedServer([insight()]);
    stubClipboard(() => Promise.reject(new DOMException('Document is not focused.', 'NotAllowedError')));
    renderApp('/');
    await share('Copy Link');
    const toast = await screen.findByText('Failed to copy link');
    expect(toast.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
    expect(screen.queryByText('Link copied to clipboard')).not.toBeInTheDocument();
  });

  it('an ephemeral insight is persisted before sharing, and the card keeps the new id', async () => {
    const draft = ephemeralInsight({ text: 'Drafts vanish. Unless someone keeps them.' });
    const server = stubFeedServer([draft], { 'POST /api/insights/persist': () => json({ id: PERSISTED_ID }) });
    const writeText = stubClipboard();
    const open = stubWindowOpen();
    renderApp('/');
    await share('Copy Link');
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link(PERSISTED_ID)));
    expect(server.calls('POST', '/api/insights/persist')[0]?.body).toMatchObject({ text: draft.text });

    // Shared once, the card is a catalogue insight: sharing and saving again persist nothing more.
    await share('Share on LinkedIn');
    await waitFor(() => expect(String(open.mock.calls[0]?.[0])).toContain(encodeURIComponent(link(PERSISTED_ID))));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    expect(server.calls('POST', '/api/saved')[0]?.body).toEqual({ insightId: PERSISTED_ID });
    expect(server.calls('POST', '/api/insights/persist')).toHaveLength(1);
  });

  it("a persist failure shows 'Failed to persist insight' and opens no popup", async () => {
    stubFeedServer([ephemeralInsight()], {
      'POST /api/insights/persist': () => new Response('nope', { status: 500 }),
    });
    const open = stubWindowOpen();
    renderApp('/');
    await share('Share on Twitter');
    const toast = await screen.findByText('Failed to persist insight');
    expect(toast.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
    expect(open).not.toHaveBeenCalled();
  });

  it('keys typed in the open menu do not move the feed', async () => {
    const server = stubFeedServer([insight(), insight()]);
    renderApp('/');
    await openShareMenu();
    await userEvent.keyboard('n{ArrowRight}s');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.calls('GET', '/api/feed/next')).toHaveLength(1);
    expect(server.calls('POST', '/api/saved')).toHaveLength(0);
  });
});
