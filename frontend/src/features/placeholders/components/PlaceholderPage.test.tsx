import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetchStub';
import { renderApp } from '../../../test/renderApp';

describe('Screens not built yet', () => {
  it.each([
    ['/gallery', 'Gallery'],
    ['/settings', 'Settings'],
    ['/subscribe', 'Subscription'],
  ])('%s says plainly that %s is not built yet', async (path, title) => {
    stubFetch({ 'GET /api/streak': () => json({ currentStreak: 0 }) });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('This screen is not built yet.')).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });
});
