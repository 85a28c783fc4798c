import { DEEP_DIVE_COUNT } from '@lumen/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFeedServer } from '../../../test/feedServer';
import { deferredReply, json, type Routes, stubFetch } from '../../../test/fetchStub';
import { insight } from '../../../test/insights';
import { renderApp } from '../../../test/renderApp';

const original = insight({
  text: 'Trees talk underground. Fungal networks carry sugar and warnings between them.',
  tags: ['nature-beauty'],
  source: 'Simard, Finding the Mother Tree',
});
const related = Array.from({ length: DEEP_DIVE_COUNT }, (_, n) =>
  insight({
    text: `Related fact ${n + 1} goes deeper. It explains more about forests.`,
    tags: n % 2 ? ['micro-world'] : ['everyday-science'],
    source: `Source number ${n + 1}`,
  }),
);
const POST_PATH = `/api/insights/${original.id}/deep-dive`;

function stubDeepDiveServer(routes: Routes = {}) {
  const stub = stubFetch({
    'GET /api/streak': () => json({ currentStreak: 0 }),
    [`GET /api/insights/${original.id}`]: () => json(original),
    [`POST ${POST_PATH}`]: () => json(related),
    ...routes,
  });
  const posts = () => stub.requests.filter((request) => request.method === 'POST' && request.path === POST_PATH);
  return { ...stub, posts };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('Deep dive page', () => {
  it('shows the original with tags and source, then Insight 1..4 with tags and source; the POST runs once', async () => {
    const server = stubDeepDiveServer();
    renderApp(`/deep-dive/${original.id}`, { strict: true });
    const first = await screen.findByRole('article', { name: 'Insight 1' });
    const originalCard = screen.getByRole('article', { name: 'Original Insight' });
    expect(originalCard).toHaveTextContent(original.text);
    expect(within(originalCard).getByText('Nature & Beauty')).toBeInTheDocument();
    expect(within(originalCard).getByText('Source: Simard, Finding the Mother Tree')).toBeInTheDocument();

    const labels = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(labels).toEqual(['Insight 1', 'Insight 2', 'Insight 3', 'Insight 4']);
    related.forEach((item, n) => {
      const card = n === 0 ? first : screen.getByRole('article', { name: `Insight ${n + 1}` });
      expect(card).toHaveTextContent(item.text);
      expect(within(card).getByText(`Source: Source number ${n + 1}`)).toBeInTheDocument();
      expect(within(card).getByRole('list', { name: 'Topics' })).toHaveTextContent(
        n % 2 ? 'Micro World' : 'Everyday Science',
      );
    });
    await settle();
    expect(server.posts()).toHaveLength(1);
    expect(server.posts()[0]?.init.body).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Back to Feed' })).toHaveAttribute('href', '/');
  });

  it('says it is generating while the POST runs', async () => {
    const reply = deferredReply();
    stubDeepDiveServer({ [`POST ${POST_PATH}`]: () => reply.promise });
    renderApp(`/deep-dive/${original.id}`);
    expect(await screen.findByText('Diving deeper: writing related insights...')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Original Insight' })).toBeInTheDocument();
    reply.release(json(related));
    expect(await screen.findByRole('article', { name: 'Insight 4' })).toBeInTheDocument();
    expect(screen.queryByText('Diving deeper: writing related insights...')).not.toBeInTheDocument();
  });

  it("a failed generation offers 'Try Again', which runs it again", async () => {
    let attempts = 0;
    const server = stubDeepDiveServer({
      [`POST ${POST_PATH}`]: () => {
        attempts += 1;
        return attempts === 1 ? new Response('LLM down', { status: 503 }) : json(related);
      },
    });
    renderApp(`/deep-dive/${original.id}`, { strict: true });
    expect(await screen.findByText('Failed to generate deep dive insights. Please try again.')).toBeInTheDocument();
    await settle();
    expect(server.posts()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Insight 4' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to generate deep dive insights. Please try again.')).not.toBeInTheDocument();
    expect(server.posts()).toHaveLength(2);
  });

  it.each([
    ['an unknown id', original.id, 404],
    ['a malformed id', 'not-a-uuid', 400],
  ])("%s shows 'Insight not found' and 'Go to Home', and generates nothing", async (_case, id, status) => {
    const server = stubDeepDiveServer({
      [`GET /api/insights/${id}`]: () => json({ statusCode: status, error: 'Error', message: 'no' }, { status }),
    });
    renderApp(`/deep-dive/${id}`);
    expect(await screen.findByText('Insight not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await settle();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('Back to Feed returns to the feed', async () => {
    stubFeedServer([insight({ text: 'Back on the feed. Here is a card.' })], {
      [`GET /api/insights/${original.id}`]: () => json(original),
      [`POST ${POST_PATH}`]: () => json(related),
    });
    const { router } = renderApp(`/deep-dive/${original.id}`);
    await screen.findByRole('article', { name: 'Insight 1' });
    await userEvent.click(screen.getByRole('link', { name: 'Back to Feed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Back on the feed.' })).toBeInTheDocument();
  });
});
