import { ApiClient } from '../../../infra/test/support/api-client.js';

describe("other learners' data is never reachable", () => {
  it('two learners see only their own preferences', async () => {
    const ada = new ApiClient();
    const bob = new ApiClient();
    await ada.post('/api/preferences', { learningInterest: 'quantum physics', onboardingCompleted: true });
    await bob.post('/api/preferences', { learningInterest: 'science of happiness', onboardingCompleted: true });
    expect((await ada.get('/api/preferences')).data.learningInterest).toBe('quantum physics');
    expect((await bob.get('/api/preferences')).data.learningInterest).toBe('science of happiness');
  });

  it('a learner id in the body cannot act for someone else', async () => {
    const ada = new ApiClient();
    const bob = new ApiClient();
    await ada.post('/api/preferences', { learningInterest: 'mine', onboardingCompleted: true });
    const adaId = (await ada.get('/api/auth/me')).data.id;
    const res = await bob.post('/api/preferences', { learningInterest: 'hijack', userId: adaId });
    expect(res.status).toBe(400);
    expect((await ada.get('/api/preferences')).data.learningInterest).toBe('mine');
  });
});
