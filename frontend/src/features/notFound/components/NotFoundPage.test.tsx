import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetchStub';
import { renderApp } from '../../../test/renderApp';

describe('Unknown routes', () => {
  it.each(['/nope', '/saved/extra', '/share'])("%s shows '404 Page Not Found' with a link home", async (path) => {
    stubFetch({ 'GET /api/streak': () => json({ currentStreak: 0 }) });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
