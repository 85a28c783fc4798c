import { request } from 'node:http';
import { ApiClient } from '../../../infra/test/support/api-client.js';

describe('preferences API', () => {
  it('gives a new learner empty preferences and no onboarding', async () => {
    const learner = new ApiClient();
    const res = await learner.get('/api/preferences');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      learningInterest: '',
      onboardingCompleted: false,
      isFreeAccount: 0,
      subscriptionStatus: 'trial',
      trialEndsAt: null,
    });
  });

  it('saves the trimmed interest and starts a 7-day trial at onboarding', async () => {
    const learner = new ApiClient();
    const before = Date.now();
    const res = await learner.post('/api/preferences', {
      learningInterest: '  quantum physics  ',
      onboardingCompleted: true,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      learningInterest: 'quantum physics',
      onboardingCompleted: true,
      subscriptionStatus: 'trial',
    });
    const trialEnds = Date.parse(String(res.data.trialEndsAt));
    expect(trialEnds - before).toBeGreaterThan(6.99 * 86_400_000);
    expect(trialEnds - before).toBeLessThan(7.01 * 86_400_000);
    const again = await learner.get('/api/preferences');
    expect(again.data).toEqual(res.data);
  });

  it('keeps the trial end when the interest changes later', async () => {
    const learner = new ApiClient();
    const first = await learner.post('/api/preferences', { learningInterest: 'habits', onboardingCompleted: true });
    const second = await learner.post('/api/preferences', { learningInterest: 'stoicism', onboardingCompleted: true });
    expect(second.data.learningInterest).toBe('stoicism');
    expect(second.data.trialEndsAt).toBe(first.data.trialEndsAt);
    expect(second.data.onboardingCompleted).toBe(true);
  });

  it('answers a streak of 0 before any activity', async () => {
    const res = await new ApiClient().get('/api/streak', { 'x-time-zone': 'Europe/London' });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ currentStreak: 0 });
  });

  describe('bad input gets a 400 naming the field, never a 500', () => {
    const cases: Array<[string, string | undefined, string]> = [
      ['missing body', undefined, 'learningInterest'],
      ['missing field', '{}', 'learningInterest'],
      ['empty after trim', '{"learningInterest":"   "}', 'learningInterest'],
      ['wrong type', '{"learningInterest":42}', 'learningInterest'],
      ['array', '{"learningInterest":["a"]}', 'learningInterest'],
      ['null', '{"learningInterest":null}', 'learningInterest'],
      ['too long', JSON.stringify({ learningInterest: 'x'.repeat(50_000) }), 'learningInterest'],
      ['wrong flag type', '{"learningInterest":"ok","onboardingCompleted":"yes"}', 'onboardingCompleted'],
      ['unknown field', '{"learningInterest":"ok","isFreeAccount":1}', 'isFreeAccount'],
    ];

    it.each(cases)('%s', async (_name, body, field) => {
      const learner = new ApiClient();
      const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
      const res = await learner.request('POST', '/api/preferences', { body, headers });
      expect(res.status).toBe(400);
      expect(res.data.field).toBe(field);
      expect(String(res.data.message)).toContain(field);
    });

    it('a body that is not JSON is a 400', async () => {
      const res = await new ApiClient().request('POST', '/api/preferences', {
        body: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
    });

    it('a huge body is refused with 413 before it is read whole', async () => {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const req = request(new URL('/api/preferences', new ApiClient().baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(3_000_000) },
        });
        req.on('response', (res) => {
          resolve(res.statusCode);
          req.destroy();
        });
        req.on('error', reject);
        req.write('{"learningInterest":"xxxxxxxx');
      });
      expect(status).toBe(413);
    });

    it('the rejected input changed nothing', async () => {
      const learner = new ApiClient();
      await learner.post('/api/preferences', { learningInterest: 'history', onboardingCompleted: true });
      await learner.post('/api/preferences', { learningInterest: '   ' });
      expect((await learner.get('/api/preferences')).data.learningInterest).toBe('history');
    });
  });
});
