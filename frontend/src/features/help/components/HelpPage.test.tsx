import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetchStub';
import { renderApp } from '../../../test/renderApp';

function renderHelp() {
  stubFetch({ 'GET /api/streak': () => json({ currentStreak: 0 }) });
  return renderApp('/help');
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Help page', () => {
  it('has a title, a back link to / and the sections in order', () => {
    renderHelp();
    expect(screen.getByRole('heading', { level: 1, name: 'Help guide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to feed' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Header icons',
      'Swiping through insights',
      'Card actions',
      'Rewards',
      'Tips',
    ]);
    expect(screen.queryByText('This screen is not built yet.')).not.toBeInTheDocument();
  });

  it('says a left swipe brings the next insight and a right swipe the previous one (decision 3)', () => {
    renderHelp();
    expect(items(section('Swiping through insights').getByRole('list', { name: 'Swipe gestures' }))).toEqual([
      'Swipe left for the next insight. New insights are generated automatically, so the feed never runs out.',
      'Swipe right for the previous insight.',
    ]);
    expect(screen.queryByText(/swipe right for the next/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/swipe left for the previous/i)).not.toBeInTheDocument();
  });

  it('lists the keys: → or n next, ← or p previous, s save', () => {
    renderHelp();
    const keys = section('Swiping through insights').getByRole('list', { name: 'Keyboard shortcuts' });
    expect(items(keys)).toEqual(['→ or n next insight', '← or p previous insight', 's save or unsave the insight']);
    expect(within(keys).getByText('→').tagName).toBe('KBD');
  });

  it('explains the header icons, the card actions and the rewards', () => {
    renderHelp();
    const header = section('Header icons');
    expect(header.getByText(/appears only when Lumen is installed/)).toHaveTextContent(/^Exit app/);
    expect(header.getByText('Saved insights')).toBeInTheDocument();
    expect(header.getByText('Settings')).toBeInTheDocument();
    const actions = section('Card actions');
    expect(actions.getByText(/with the heart/)).toHaveTextContent(/^Save/);
    expect(actions.getByText(/Twitter or LinkedIn, or copy a link/)).toHaveTextContent(/^Share/);
    expect(actions.getByText(/gives you 4 related insights/)).toHaveTextContent(/^Deep Dive/);
    expect(actions.getByText(/reads the insight aloud/)).toHaveTextContent(/^Listen/);
    const rewards = section('Rewards');
    expect(rewards.getByText(/Engaged viewing reveals a reward image/)).toHaveTextContent(/patch by patch/);
    expect(rewards.getByText(/Each image has 12 patches/)).toHaveTextContent(/goes to your gallery/);
  });

  it('links the tips to the generate page', async () => {
    const { router } = renderHelp();
    expect(section('Tips').getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    await userEvent.click(section('Tips').getByRole('link', { name: 'Generate your own insight' }));
    expect(router.state.location.pathname).toBe('/generate');
  });
});
