import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetchStub';
import { renderApp } from '../../../../test/renderApp';

const stubStreak = (currentStreak: number) => stubFetch({ 'GET /api/streak': () => json({ currentStreak }) });

function stubDisplayMode(standalone: boolean) {
  const matchMedia = vi.fn((query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}

describe('Shared header', () => {
  it('links the logo home and the icons to saved, help and settings', async () => {
    stubStreak(0);
    renderApp('/gallery');
    const banner = await screen.findByRole('banner');
    expect(banner).toHaveTextContent('Lumen');
    expect(screen.getByRole('link', { name: 'Lumen home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Saved insights' })).toHaveAttribute('href', '/saved');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('navigates when an icon is pressed', async () => {
    stubStreak(0);
    const { router } = renderApp('/gallery');
    await userEvent.click(await screen.findByRole('link', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('shows the current streak from the server', async () => {
    stubStreak(5);
    renderApp('/help');
    const badge = await screen.findByRole('status', { name: 'Current streak: 5 days' });
    expect(badge).toHaveTextContent('5');
  });

  it('says "day" for a one-day streak', async () => {
    stubStreak(1);
    renderApp('/help');
    expect(await screen.findByRole('status', { name: 'Current streak: 1 day' })).toHaveTextContent('1');
  });

  it('has no exit button in a browser tab', async () => {
    const matchMedia = stubDisplayMode(false);
    stubStreak(0);
    renderApp('/help');
    await screen.findByRole('link', { name: 'Help' });
    expect(matchMedia).toHaveBeenCalledWith('(display-mode: standalone)');
    expect(screen.queryByRole('button', { name: 'Exit app' })).not.toBeInTheDocument();
  });

  it('offers an exit button when installed, which goes back when the window cannot close', async () => {
    stubDisplayMode(true);
    stubStreak(0);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderApp('/help');
    await userEvent.click(await screen.findByRole('button', { name: 'Exit app' }));
    expect(close).toHaveBeenCalledOnce();
    await waitFor(() => expect(back).toHaveBeenCalledOnce());
  });
});
