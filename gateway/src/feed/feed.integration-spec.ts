import { readdirSync, readFileSync } from 'node:fs';
import { ApiClient } from '../../../infra/test/support/api-client.js';

/** The shipped library, to judge whether a served card is keyworded with the learner's topic. */
const LIBRARY_DIR = new URL('../../../services/content/src/library/data/', import.meta.url);
const keywordsByText = new Map(
  readdirSync(LIBRARY_DIR).flatMap((file) =>
    (JSON.parse(readFileSync(new URL(file, LIBRARY_DIR), 'utf8')) as Array<{ text: string; keywords: string[] }>).map(
      (entry) => [entry.text, entry.keywords] as const,
    ),
  ),
);

type Card = { id: string; text: string; tags: string[]; source: string | null; isEphemeral: boolean } & Record<
  string,
  unknown
>;

async function onboarded(interest: string): Promise<ApiClient> {
  const learner = new ApiClient();
  const res = await learner.post('/api/preferences', { learningInterest: interest, onboardingCompleted: true });
  expect(res.status).toBe(200);
  return learner;
}

async function cards(learner: ApiClient, count: number): Promise<Card[]> {
  const out: Card[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await learner.get('/api/feed/next', { 'x-session-id': 'session-1-test' });
    expect(res.status).toBe(200);
    out.push(res.data as unknown as Card);
  }
  return out;
}

const words = (text: string) => text.trim().split(/\s+/).length;
const persistBody = ({ id: _id, isEphemeral: _e, createdAt: _c, ...rest }: Card) => rest;

describe('the endless feed (offline library)', () => {
  it('serves 200 cards in a row with no repeat, each at most 50 words with a hook and a body', async () => {
    const learner = await onboarded('building habits that stick');
    const served = await cards(learner, 200);
    const texts = served.map((c) => c.text);
    expect(new Set(texts).size).toBe(200);
    for (const card of served) {
      expect(words(card.text)).toBeLessThanOrEqual(50);
      expect(card.text).toMatch(/^.+?[.!?…]\s+\S/);
      expect(card.tags.length).toBeGreaterThan(0);
      expect(card.source).toBeTruthy();
      // Served drafts are ephemeral; cards another learner already stored come with their catalogue id.
      expect(card.isEphemeral).toBe(card.id.startsWith('draft-'));
    }
  }, 60_000);

  it.each([
    ['quantum physics', /quantum|physics/],
    ['practical finance and investing', /investing|finance|money/],
    ['building habits that stick', /habit/],
    ['ancient civilizations and their wisdom', /ancient civilizations/],
    ['psychology of decision making', /decision making/],
    ['science of happiness', /happiness/],
  ])('puts cards keyworded with the topic first for "%s"', async (interest, topic) => {
    const learner = await onboarded(interest);
    const first = await cards(learner, 10);
    const onTopic = first.filter((card) => (keywordsByText.get(card.text) ?? []).some((k) => topic.test(k)));
    expect(onTopic).toHaveLength(10);
  });

  it('gives two learners with one interest different sequences', async () => {
    const a = (await cards(await onboarded('quantum physics'), 10)).map((c) => c.text);
    const b = (await cards(await onboarded('quantum physics'), 10)).map((c) => c.text);
    expect(a).not.toEqual(b);
  });

  it('asks for onboarding-independent defaults: a learner without an interest still gets cards', async () => {
    const res = await new ApiClient().get('/api/feed/next');
    expect(res.status).toBe(200);
    expect(res.data.text).toBeTruthy();
  });
});

describe('persist, saved and insights', () => {
  it('persists a served draft once and saves, lists and removes it', async () => {
    const learner = await onboarded('science of happiness');
    const [card] = await cards(learner, 1);
    const first = await learner.post('/api/insights/persist', persistBody(card!));
    expect(first.status).toBe(200);
    const again = await learner.post('/api/insights/persist', persistBody(card!));
    expect(again.data.id).toBe(first.data.id);
    const id = String(first.data.id);

    const stored = await learner.get(`/api/insights/${id}`);
    expect(stored.data).toMatchObject({ id, text: card!.text, isEphemeral: false });

    expect((await learner.post('/api/saved', { insightId: id })).status).toBe(201);
    expect((await learner.post('/api/saved', { insightId: id })).status).toBe(201);
    expect((await learner.get('/api/saved')).data).toEqual([{ insightId: id }]);
    const details = (await learner.get('/api/saved/details')).data as unknown as Array<{ insight: Card }>;
    expect(details.map((d) => d.insight.text)).toEqual([card!.text]);

    expect((await learner.request('DELETE', `/api/saved/${id}`)).status).toBe(200);
    expect((await learner.request('DELETE', `/api/saved/${id}`)).status).toBe(200);
    expect((await learner.get('/api/saved')).data).toEqual([]);
  });

  it('serves an already stored insight as non-ephemeral with its catalogue id', async () => {
    const learner = await onboarded('ancient civilizations and their wisdom');
    const served = await cards(learner, 3);
    const { data } = await learner.post('/api/insights/persist', persistBody(served[2]!));
    const other = await onboarded('ancient civilizations and their wisdom');
    // No card repeats before the whole library has been served, so the stored one comes within its size.
    let same: Card | undefined;
    for (let i = 0; i < keywordsByText.size && !same; i += 1) {
      const card = (await other.get('/api/feed/next')).data as unknown as Card;
      if (card.text === served[2]!.text) same = card;
    }
    expect(same).toMatchObject({ id: data.id, isEphemeral: false });
    const stored = (await learner.get(`/api/insights/${String(data.id)}`)).data;
    expect(stored.isEphemeral).toBe(false);
  });

  describe('tampered or foreign input gets a clear 4xx', () => {
    it('refuses text the server never served to this learner', async () => {
      const learner = await onboarded('philosophy');
      const [card] = await cards(learner, 1);
      const forged = await learner.post('/api/insights/persist', {
        ...persistBody(card!),
        text: `${card!.text} Buy now!`,
      });
      expect(forged.status).toBe(403);
      const stranger = new ApiClient();
      const foreign = await stranger.post('/api/insights/persist', persistBody(card!));
      expect(foreign.status).toBe(403);
    });

    it('refuses a served text with altered fields, naming the field', async () => {
      const learner = await onboarded('philosophy');
      const [card] = await cards(learner, 1);
      const res = await learner.post('/api/insights/persist', { ...persistBody(card!), source: 'My blog' });
      expect(res.status).toBe(400);
      expect(res.data.field).toBe('source');
    });

    it.each([
      ['GET', '/api/insights/not-a-uuid', 400],
      ['GET', '/api/insights/00000000-0000-4000-8000-000000000000', 404],
      ['POST', '/api/views/not-a-uuid', 400],
      ['POST', '/api/views/00000000-0000-4000-8000-000000000000', 404],
      ['DELETE', '/api/saved/%27%3B%20drop%20table', 400],
    ])('%s %s → %i', async (method, path, status) => {
      const res = await new ApiClient().request(method, path);
      expect(res.status).toBe(status);
    });

    it.each([
      [{}, 'insightId'],
      [{ insightId: 'x' }, 'insightId'],
      [{ insightId: '00000000-0000-4000-8000-000000000000', extra: 1 }, 'extra'],
    ])('POST /api/saved %j → 400 naming %s', async (body, field) => {
      const res = await new ApiClient().post('/api/saved', body);
      expect(res.status).toBe(400);
      expect(res.data.field).toBe(field);
    });

    it('an unknown insight cannot be saved', async () => {
      const res = await new ApiClient().post('/api/saved', { insightId: '00000000-0000-4000-8000-000000000000' });
      expect(res.status).toBe(404);
    });

    it('persist without text names the field', async () => {
      const res = await new ApiClient().post('/api/insights/persist', { tags: [] });
      expect(res.status).toBe(400);
      expect(res.data.field).toBe('text');
    });
  });

  it("a learner never sees another learner's saved insights", async () => {
    const ada = await onboarded('quantum physics');
    const [card] = await cards(ada, 1);
    const { data } = await ada.post('/api/insights/persist', persistBody(card!));
    await ada.post('/api/saved', { insightId: data.id });
    const bob = await onboarded('quantum physics');
    expect((await bob.get('/api/saved')).data).toEqual([]);
    expect((await bob.get('/api/saved/details')).data).toEqual([]);
    await bob.request('DELETE', `/api/saved/${String(data.id)}`);
    expect((await ada.get('/api/saved')).data).toEqual([{ insightId: data.id }]);
  });
});

describe('views', () => {
  it('records a view of a stored insight and marks the day active for the streak', async () => {
    const learner = await onboarded('science of happiness');
    const [card] = await cards(learner, 1);
    const { data } = await learner.post('/api/insights/persist', persistBody(card!));
    const res = await learner.post(`/api/views/${String(data.id)}`, undefined, { 'x-time-zone': 'Europe/Paris' });
    expect(res.status).toBe(200);
    const deadline = Date.now() + 10_000;
    let streak = 0;
    while (Date.now() < deadline && streak === 0) {
      streak = Number((await learner.get('/api/streak', { 'x-time-zone': 'Europe/Paris' })).data.currentStreak);
      if (!streak) await new Promise((r) => setTimeout(r, 100));
    }
    expect(streak).toBe(1);
  });
});

describe('admin', () => {
  it('is refused to learners who are not admins', async () => {
    const learner = new ApiClient();
    expect((await learner.post('/api/admin/seed')).status).toBe(403);
    expect((await learner.post('/api/admin/clear-views')).status).toBe(403);
  });

  it('clears the admin own view history', async () => {
    const admin = new ApiClient();
    const reg = await admin.post('/api/auth/register', { email: 'admin@lumen.test', password: 'correct horse' });
    if (reg.status === 409)
      await admin.post('/api/auth/login', { email: 'admin@lumen.test', password: 'correct horse' });
    const res = await admin.post('/api/admin/clear-views');
    expect(res.status).toBe(200);
    expect(String(res.data.message)).toMatch(/View history cleared/);
  });

  it('seeding a catalogue that is not empty is a clear 409', async () => {
    const admin = new ApiClient();
    await admin.post('/api/auth/login', { email: 'admin@lumen.test', password: 'correct horse' });
    const learner = await onboarded('stoicism');
    const [card] = await cards(learner, 1);
    await learner.post('/api/insights/persist', persistBody(card!));
    const res = await admin.post('/api/admin/seed');
    expect(res.status).toBe(409);
    expect(String(res.data.message)).toMatch(/only when it is empty/);
  });
});
