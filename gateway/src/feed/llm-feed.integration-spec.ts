import { ApiClient } from '../../../infra/test/support/api-client.js';
import { startIsolatedStack, type IsolatedStack } from '../../../infra/test/support/isolated-stack.js';
// @ts-expect-error plain JavaScript test double
import { startFakeLlm } from '../../../infra/fake-llm/server.mjs';

interface FakeLlm {
  url: string;
  state: { mode: string; latencyMs: number; requests: number; produced: string[] };
  close(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const words = (text: string) => text.trim().split(/\s+/).length;

/** The content service talks to an OpenAI-compatible fake over HTTP, as it would to a real LLM. */
describe('the feed with an LLM writer', () => {
  let fake: FakeLlm;
  let stack: IsolatedStack;

  beforeAll(async () => {
    fake = await startFakeLlm({ latencyMs: 0, mode: 'ok' });
    stack = await startIsolatedStack('llm', {
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: 'test-key',
      LLM_TIMEOUT_MS: '3000',
    });
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
    await fake?.close();
  });

  async function learnerCards(count: number, gapMs: number): Promise<string[]> {
    const learner = new ApiClient(stack.api.baseUrl);
    await learner.post('/api/preferences', { learningInterest: 'chess openings', onboardingCompleted: true });
    const texts: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const res = await learner.get('/api/feed/next');
      expect(res.status).toBe(200);
      texts.push(String(res.data.text));
      await pause(gapMs);
    }
    return texts;
  }

  it('serves cards written by the LLM, validated, after the first library cards', async () => {
    fake.state.mode = 'ok';
    fake.state.latencyMs = 0;
    const texts = await learnerCards(14, 150);
    const fromLlm = texts.filter((t) => fake.state.produced.includes(t));
    expect(fromLlm.length).toBeGreaterThanOrEqual(5);
    expect(fromLlm.every((t) => t.includes('chess openings') && words(t) <= 50)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('never lets an invalid LLM insight reach the learner', async () => {
    fake.state.mode = 'mixed';
    const texts = await learnerCards(12, 100);
    expect(texts.some((t) => t.includes('far too long'))).toBe(false);
    expect(texts.every((t) => words(t) <= 50)).toBe(true);
  });

  it('writes a deep dive with the LLM once, however often it is asked', async () => {
    fake.state.mode = 'ok';
    const learner = new ApiClient(stack.api.baseUrl);
    await learner.post('/api/preferences', { learningInterest: 'chess openings', onboardingCompleted: true });
    const card = (await learner.get('/api/feed/next')).data as Record<string, unknown>;
    const { id: _id, isEphemeral: _e, createdAt: _c, ...body } = card;
    const { data } = await learner.post('/api/insights/persist', body);
    const before = fake.state.requests;
    const path = `/api/insights/${String(data.id)}/deep-dive`;
    const [a, b] = await Promise.all([learner.post(path), learner.post(path)]);
    const related = a.data as unknown as Array<{ id: string; text: string }>;
    expect(related).toHaveLength(4);
    expect(related.every((r) => fake.state.produced.includes(r.text))).toBe(true);
    expect((b.data as unknown as Array<{ id: string }>).map((r) => r.id)).toEqual(related.map((r) => r.id));
    await learner.post(path);
    const deepDiveCalls = fake.state.requests - before;
    expect(deepDiveCalls).toBeGreaterThanOrEqual(1);
    expect(deepDiveCalls).toBeLessThanOrEqual(2);
  });

  it('generates with the LLM when it is configured', async () => {
    fake.state.mode = 'ok';
    const res = await new ApiClient(stack.api.baseUrl).post('/api/insights/generate', { topics: ['habits'] });
    expect(res.data.generatedBy).toBe('llm');
    expect(fake.state.produced).toContain(res.data.text);
  });

  it.each(['hang', 'error', 'garbage', 'invalid'])(
    'keeps serving from the library when the LLM is %s',
    async (mode) => {
      fake.state.mode = mode;
      const before = fake.state.produced.length;
      const texts = await learnerCards(10, 0);
      expect(texts).toHaveLength(10);
      expect(new Set(texts).size).toBe(10);
      expect(fake.state.produced.length).toBe(before);
    },
  );
});
