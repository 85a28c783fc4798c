import { ApiClient } from '../../../infra/test/support/api-client.js';

type Card = { id: string; text: string; tags: string[]; isEphemeral: boolean } & Record<string, unknown>;

async function storedCard(interest: string): Promise<{ learner: ApiClient; id: string; card: Card }> {
  const learner = new ApiClient();
  await learner.post('/api/preferences', { learningInterest: interest, onboardingCompleted: true });
  const card = (await learner.get('/api/feed/next')).data as unknown as Card;
  const { id: _id, isEphemeral: _e, createdAt: _c, ...body } = card;
  const { data } = await learner.post('/api/insights/persist', body);
  return { learner, id: String(data.id), card };
}

describe('deep dive', () => {
  it('returns 4 stored, related insights, and the same ones when asked again, even at once', async () => {
    const { learner, id, card } = await storedCard('ancient civilizations and their wisdom');
    const [first, concurrent] = await Promise.all([
      learner.post(`/api/insights/${id}/deep-dive`),
      new ApiClient().post(`/api/insights/${id}/deep-dive`),
    ]);
    expect(first.status).toBe(200);
    const related = first.data as unknown as Card[];
    expect(related).toHaveLength(4);
    expect(related.every((r) => !r.isEphemeral && r.text !== card.text)).toBe(true);
    expect(related.some((r) => r.tags.some((t) => card.tags.includes(t)))).toBe(true);
    expect((concurrent.data as unknown as Card[]).map((r) => r.id)).toEqual(related.map((r) => r.id));
    const again = (await learner.post(`/api/insights/${id}/deep-dive`)).data as unknown as Card[];
    expect(again.map((r) => r.id)).toEqual(related.map((r) => r.id));
    for (const r of related) expect((await learner.get(`/api/insights/${r.id}`)).status).toBe(200);
  });

  it.each([
    ['not-a-uuid', 400],
    ['00000000-0000-4000-8000-000000000000', 404],
  ])('%s → %i', async (id, status) => {
    expect((await new ApiClient().post(`/api/insights/${id}/deep-dive`)).status).toBe(status);
  });
});

describe('generate', () => {
  it('answers offline with the best library match, stored and marked as such', async () => {
    const learner = new ApiClient();
    const res = await learner.post('/api/insights/generate', {
      prompt: '  how to remember what I study  ',
      topics: ['learning'],
      imageUrl: 'https://example.com/picture.png',
      videoUrl: '',
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      generatedBy: 'library',
      isEphemeral: false,
      imageUrl: 'https://example.com/picture.png',
      videoUrl: null,
    });
    expect(String(res.data.text).split(/\s+/).length).toBeLessThanOrEqual(50);
    expect((await learner.get(`/api/insights/${String(res.data.id)}`)).data.text).toBe(res.data.text);
  });

  it.each([
    [{}, 'prompt', 'Please provide a prompt or select at least one topic'],
    [{ prompt: '   ', topics: [] }, 'prompt', 'Please provide a prompt or select at least one topic'],
    [{ prompt: 'x'.repeat(501) }, 'prompt', 'Prompt is too long. Please keep it under 500 characters.'],
    [{ topics: ['astrology'] }, 'topics.0', 'must be among'],
    [{ prompt: 'ok', difficulty: 'expert' }, 'difficulty', 'must be one of'],
    [{ prompt: 'ok', insightType: 'poem' }, 'insightType', 'must be one of'],
    [{ prompt: 'ok', imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'http or https'],
    [{ prompt: 'ok', videoUrl: 'ftp://example.com/v.mp4' }, 'videoUrl', 'http or https'],
    [{ prompt: 'ok', imageUrl: `https://example.com/${'a'.repeat(2100)}` }, 'imageUrl', 'at most 2048'],
    [{ prompt: 42 }, 'prompt', 'must be a string'],
    [{ prompt: 'ok', userId: 'someone-else' }, 'userId', 'not an accepted field'],
  ])('rejects %j naming %s', async (body, field, message) => {
    const res = await new ApiClient().post('/api/insights/generate', body);
    expect(res.status).toBe(400);
    expect(res.data.field).toBe(field);
    expect(String(res.data.message)).toContain(message);
  });

  it('accepts a prompt of exactly 500 characters and applies the defaults', async () => {
    const res = await new ApiClient().post('/api/insights/generate', { prompt: 'habit '.repeat(84).slice(0, 500) });
    expect(res.status).toBe(200);
  });
});

describe('share page HTML for crawlers', () => {
  it('carries the title, description and social tags of the insight', async () => {
    const { id, card } = await storedCard('quantum physics');
    const res = await fetch(new URL(`/share/${id}`, process.env.GATEWAY_URL));
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    const html = await res.text();
    const start = card.text.slice(0, 30).replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');
    expect(html).toMatch(new RegExp(`<title>Lumen Insight: [^<]*</title>`));
    expect(html).toContain(`<meta property="og:title" content="Lumen Insight: ${start}`);
    expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
    expect(html).toContain(
      `<meta property="og:url" content="${new URL(process.env.GATEWAY_URL ?? '').origin}/share/${id}"`,
    );
    expect(html).toContain('<meta name="twitter:card"');
    expect(html).toContain('<div id="root">');
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])('answers %s with 404 and the app', async (id) => {
    const res = await fetch(new URL(`/share/${id}`, process.env.GATEWAY_URL));
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<title>Insight not found · Lumen</title>');
    expect(html).toContain('<div id="root">');
  });

  it('escapes insight text in the HTML', async () => {
    const learner = new ApiClient();
    const res = await learner.post('/api/insights/generate', {
      prompt: 'quotes',
      imageUrl: 'https://example.com/a.png?x="><script>alert(1)</script>',
    });
    const html = await (await fetch(new URL(`/share/${String(res.data.id)}`, process.env.GATEWAY_URL))).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;');
  });
});
