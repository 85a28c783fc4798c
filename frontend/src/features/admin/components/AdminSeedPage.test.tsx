import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type Routes, stubFetch } from '../../../test/fetchStub';
import { renderApp } from '../../../test/renderApp';

const SEED = 'Seed 30 insights';
const CLEAR = 'Clear view history';
const section = (name: string) => within(screen.getByRole('region', { name }));
const errorJson = (status: number, message: string) => () =>
  json({ statusCode: status, error: 'Error', message }, { status });

function renderAdmin(routes: Routes) {
  const stub = stubFetch({ 'GET /api/streak': () => json({ currentStreak: 0 }), ...routes });
  renderApp('/admin/seed');
  return stub;
}

describe('Admin seed page', () => {
  it('says seeding works only on an empty database, and shows the server message on success', async () => {
    const { requests } = renderAdmin({
      'POST /api/admin/seed': () => json({ message: 'Seeded 30 insights', count: 30 }),
    });
    expect(screen.getByText(/works only if the database is empty/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: SEED }));
    expect(await section('Seed the database').findByRole('status')).toHaveTextContent('Seeded 30 insights');
    expect(requests.find((request) => request.path === '/api/admin/seed')?.init.body).toBeUndefined();
  });

  it.each([
    ['the server error text', errorJson(403, 'Admins only'), 'Admins only'],
    [
      'the server error text on a conflict',
      errorJson(409, 'Database already has insights'),
      'Database already has insights',
    ],
    [
      'the fallback when the answer has no error text',
      () => new Response('oops', { status: 500 }),
      'Failed to seed database',
    ],
    [
      'the network error message',
      (): Response => {
        throw new TypeError('Failed to fetch');
      },
      'Failed to fetch',
    ],
  ])('a failed seed shows %s', async (_case, reply, text) => {
    renderAdmin({ 'POST /api/admin/seed': reply });
    await userEvent.click(screen.getByRole('button', { name: SEED }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('clears the view history and shows the message, or the error', async () => {
    let fail = false;
    renderAdmin({
      'POST /api/admin/clear-views': () =>
        fail ? new Response('', { status: 502 }) : json({ message: 'Cleared 12 views' }),
    });
    await userEvent.click(screen.getByRole('button', { name: CLEAR }));
    expect(await section('Clear view history').findByRole('status')).toHaveTextContent('Cleared 12 views');
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: CLEAR }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to clear view history');
  });
});
