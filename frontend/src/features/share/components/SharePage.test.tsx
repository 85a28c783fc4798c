import { shareDescription, shareTitle } from '@lumen/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import indexHtml from '../../../../index.html?raw';
import { deferredReply, json, type Routes, stubFetch } from '../../../test/fetchStub';
import { insight } from '../../../test/insights';
import { preferences, renderApp } from '../../../test/renderApp';
import { APP_DESCRIPTION } from '../hooks/useShareMeta';

const TEXT =
  'Octopuses taste with their arms. Each sucker carries thousands of chemical receptors, so touching is tasting.';
const shared = insight({
  text: TEXT,
  tags: ['nature-beauty', 'micro-world'],
  source: 'Nature Reviews, 2023',
  imageUrl: 'https://cdn.example.com/octopus.jpg',
  videoUrl: 'https://cdn.example.com/octopus.mp4',
});
const sharePath = `/share/${shared.id}`;

const meta = (selector: string) => document.head.querySelectorAll<HTMLMetaElement>(`meta[${selector}]`);
const metaContent = (selector: string) => [...meta(selector)].map((element) => element.content);

function stubShareServer(routes: Routes = {}) {
  return stubFetch({
    [`GET /api/insights/${shared.id}`]: () => json(shared),
    ...routes,
  });
}

function resetHead() {
  document.title = 'Lumen';
  document.head.querySelectorAll('meta').forEach((element) => element.remove());
  const description = document.createElement('meta');
  description.name = 'description';
  description.content = APP_DESCRIPTION;
  document.head.append(description);
}

beforeEach(resetHead);
afterEach(resetHead);

describe('Share page', () => {
  it("shows 'Loading insight...' until the insight arrives; a visitor is not sent to onboarding nor given an account", async () => {
    const reply = deferredReply();
    const { requests } = stubShareServer({ [`GET /api/insights/${shared.id}`]: () => reply.promise });
    const { router } = renderApp(sharePath);
    expect(await screen.findByText('Loading insight...')).toBeInTheDocument();
    reply.release(json(shared));
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Loading insight...')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(sharePath);
    // Only the public read: no preferences, no streak (any learner call would make an account).
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([`GET /api/insights/${shared.id}`]);
    expect(screen.getByRole('link', { name: 'Lumen home' })).toHaveAttribute('href', '/');
  });

  it("shows tags, image, video with controls, the quote, 'From: source', Explore More Insights and the footer", async () => {
    stubShareServer();
    renderApp(sharePath);
    const article = await screen.findByRole('article');
    const tags = within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Nature & Beauty', 'Micro World']);
    expect(article.querySelector('img')).toHaveAttribute('src', shared.imageUrl);
    const video = article.querySelector('video');
    expect(video).toHaveAttribute('src', shared.videoUrl);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
    expect(article.querySelector('blockquote')).toHaveTextContent(TEXT);
    expect(within(article).getByText('From: Nature Reviews, 2023')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore More Insights' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Shared from Lumen/);
  });

  it('leaves out the image, video and source when the insight has none', async () => {
    const plain = insight({ text: TEXT, source: null });
    stubShareServer({ [`GET /api/insights/${plain.id}`]: () => json(plain) });
    renderApp(`/share/${plain.id}`);
    const article = await screen.findByRole('article');
    expect(article.querySelector('img, video')).toBeNull();
    expect(screen.queryByText(/^From:/)).not.toBeInTheDocument();
    expect(metaContent('name="twitter:card"')).toEqual(['summary']);
    expect(meta('property="og:image"')).toHaveLength(0);
  });

  it('sets the title and the description and social tags, and restores them when leaving', async () => {
    stubShareServer({ 'GET /api/preferences': () => json(preferences()) });
    const { router } = renderApp(sharePath);
    await screen.findByText(TEXT);
    expect(document.title).toBe(shareTitle(TEXT));
    expect(document.title).toBe(`Lumen Insight: ${TEXT.slice(0, 50)}...`);
    const description = shareDescription(TEXT, shared.tags);
    expect(metaContent('name="description"')).toEqual([description]);
    expect(metaContent('property="og:title"')).toEqual([shareTitle(TEXT)]);
    expect(metaContent('property="og:description"')).toEqual([description]);
    expect(metaContent('property="og:url"')).toEqual([`${window.location.origin}${sharePath}`]);
    expect(metaContent('property="og:type"')).toEqual(['article']);
    expect(metaContent('property="og:site_name"')).toEqual(['Lumen']);
    expect(metaContent('property="og:image"')).toEqual([shared.imageUrl]);
    expect(metaContent('name="twitter:card"')).toEqual(['summary_large_image']);
    expect(metaContent('name="twitter:title"')).toEqual([shareTitle(TEXT)]);
    expect(metaContent('name="twitter:description"')).toEqual([description]);

    await userEvent.click(screen.getByRole('link', { name: 'Explore More Insights' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(document.title).toBe('Lumen');
    expect(metaContent('name="description"')).toEqual([APP_DESCRIPTION]);
    expect(meta('property^="og:"')).toHaveLength(0);
    expect(meta('name^="twitter:"')).toHaveLength(0);
  });

  it('opened on tags the server filled in, updates them in place (one of each) and leaves the app defaults behind', async () => {
    document.title = shareTitle(TEXT);
    const serverDescription = document.createElement('meta');
    serverDescription.name = 'description';
    serverDescription.content = 'server text';
    document.head.append(serverDescription);
    const og = document.createElement('meta');
    og.setAttribute('property', 'og:title');
    og.content = 'server title';
    document.head.append(og);
    stubShareServer();
    const { unmount } = renderApp(sharePath);
    await screen.findByText(TEXT);
    expect(metaContent('property="og:title"')).toEqual([shareTitle(TEXT)]);
    expect(metaContent('name="description"')).toEqual([shareDescription(TEXT, shared.tags)]);
    unmount();
    expect(document.title).toBe('Lumen');
    expect(metaContent('name="description"')).toEqual([APP_DESCRIPTION]);
    expect(meta('property="og:title"')).toHaveLength(0);
  });

  it("the app's default description is index.html's", () => {
    expect(indexHtml).toContain(`<meta name="description" content="${APP_DESCRIPTION}" />`);
    expect(indexHtml).toContain('<title>Lumen</title>');
  });

  it.each([
    ['an unknown id (404)', shared.id, 404],
    ['a malformed id (400)', 'not-a-uuid', 400],
    ['a server failure (502)', shared.id, 502],
  ])("%s shows 'Insight not found' and 'Go to Home'", async (_case, id, status) => {
    stubShareServer({
      [`GET /api/insights/${id}`]: () => json({ statusCode: status, error: 'Error', message: 'no' }, { status }),
    });
    renderApp(`/share/${id}`);
    expect(await screen.findByText('Insight not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Lumen');
  });

  it("leaving the server's not-found page drops its title and noindex", async () => {
    document.title = 'Insight not found · Lumen';
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    stubShareServer({ 'GET /api/insights/not-a-uuid': () => json({ statusCode: 400 }, { status: 400 }) });
    const { unmount } = renderApp('/share/not-a-uuid');
    expect(await screen.findByText('Insight not found')).toBeInTheDocument();
    unmount();
    expect(document.title).toBe('Lumen');
    expect(meta('name="robots"')).toHaveLength(0);
  });
});
