import { randomUUID } from 'node:crypto';
import { ApiClient } from '../../../infra/test/support/api-client.js';

const email = () => `learner-${randomUUID()}@example.com`;

describe('identity', () => {
  it('creates an anonymous learner on the first call with an httpOnly SameSite=Lax cookie', async () => {
    const res = await fetch(new URL('/api/auth/me', process.env.GATEWAY_URL));
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('lumen_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(await res.json()).toMatchObject({ email: null, role: 'learner', anonymous: true });
  });

  it('keeps the same learner across calls with the cookie', async () => {
    const learner = new ApiClient();
    const first = await learner.get('/api/auth/me');
    const second = await learner.get('/api/auth/me');
    expect(second.data.id).toBe(first.data.id);
  });

  it('does not create accounts for health checks', async () => {
    const res = await fetch(new URL('/api/health', process.env.GATEWAY_URL));
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('ignores a forged or malformed session cookie and starts a fresh learner', async () => {
    const res = await fetch(new URL('/api/auth/me', process.env.GATEWAY_URL), {
      headers: { cookie: 'lumen_session=forged-token-forged-token-forged-token' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('lumen_session='))).toBe(true);
  });

  it('registering upgrades the anonymous account in place and keeps its progress', async () => {
    const learner = new ApiClient();
    await learner.post('/api/preferences', { learningInterest: 'ancient civilizations', onboardingCompleted: true });
    const anonymous = await learner.get('/api/auth/me');
    const address = email();
    const registered = await learner.post('/api/auth/register', {
      email: address.toUpperCase(),
      password: 'correct horse',
    });
    expect(registered.status).toBe(201);
    expect(registered.data).toMatchObject({ id: anonymous.data.id, email: address, anonymous: false });
    expect((await learner.get('/api/preferences')).data.learningInterest).toBe('ancient civilizations');
  });

  it('logs in from another device to the same learner, and logs out', async () => {
    const address = email();
    const phone = new ApiClient();
    await phone.post('/api/preferences', { learningInterest: 'finance', onboardingCompleted: true });
    const registered = await phone.post('/api/auth/register', { email: address, password: 'correct horse' });
    const laptop = new ApiClient();
    const login = await laptop.post('/api/auth/login', { email: address, password: 'correct horse' });
    expect(login.status).toBe(200);
    expect(login.data.id).toBe(registered.data.id);
    expect((await laptop.get('/api/preferences')).data.learningInterest).toBe('finance');
    expect((await laptop.post('/api/auth/logout')).status).toBe(204);
    const after = await laptop.get('/api/auth/me');
    expect(after.data.id).not.toBe(registered.data.id);
    expect(after.data.anonymous).toBe(true);
  });

  it('rotates the session token on sign-in so an old token stops working', async () => {
    const learner = new ApiClient();
    await learner.get('/api/auth/me');
    const before = learner.sessionCookie;
    await learner.post('/api/auth/register', { email: email(), password: 'correct horse' });
    expect(learner.sessionCookie).not.toBe(before);
    const stale = await fetch(new URL('/api/auth/me', process.env.GATEWAY_URL), { headers: { cookie: before } });
    expect(((await stale.json()) as { anonymous: boolean }).anonymous).toBe(true);
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const address = email();
    await new ApiClient().post('/api/auth/register', { email: address, password: 'correct horse' });
    const wrong = await new ApiClient().post('/api/auth/login', { email: address, password: 'wrong horse!' });
    const unknown = await new ApiClient().post('/api/auth/login', { email: email(), password: 'correct horse' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.data.message).toBe(unknown.data.message);
  });

  it('refuses a taken email with 409 and a second registration with 409', async () => {
    const address = email();
    const first = new ApiClient();
    await first.post('/api/auth/register', { email: address, password: 'correct horse' });
    expect((await new ApiClient().post('/api/auth/register', { email: address, password: 'another one' })).status).toBe(
      409,
    );
    expect((await first.post('/api/auth/register', { email: email(), password: 'another one' })).status).toBe(409);
  });

  it.each([
    [{ password: 'correct horse' }, 'email'],
    [{ email: 'not-an-email', password: 'correct horse' }, 'email'],
    [{ email: 'a@example.com' }, 'password'],
    [{ email: 'a@example.com', password: 'short' }, 'password'],
    [{ email: 'a@example.com', password: 'x'.repeat(500) }, 'password'],
  ])('rejects registration %j naming %s', async (body, field) => {
    const res = await new ApiClient().post('/api/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.data.field).toBe(field);
  });

  it('grants the admin role to emails in ADMIN_EMAILS', async () => {
    const admin = new ApiClient();
    const res = await admin.post('/api/auth/register', { email: 'admin@lumen.test', password: 'correct horse' });
    if (res.status === 409) {
      await admin.post('/api/auth/login', { email: 'admin@lumen.test', password: 'correct horse' });
    }
    expect((await admin.get('/api/auth/me')).data.role).toBe('admin');
  });

  describe('cross-site protection', () => {
    it('refuses a state-changing request from another origin', async () => {
      const learner = new ApiClient();
      const res = await learner.post('/api/preferences', { learningInterest: 'x' }, { origin: 'https://evil.example' });
      expect(res.status).toBe(403);
    });

    it('refuses a request the browser marks cross-site', async () => {
      const res = await new ApiClient().post(
        '/api/preferences',
        { learningInterest: 'x' },
        { 'sec-fetch-site': 'cross-site' },
      );
      expect(res.status).toBe(403);
    });

    it('accepts a same-origin request', async () => {
      const learner = new ApiClient();
      const origin = new URL(learner.baseUrl).origin;
      const res = await learner.post(
        '/api/preferences',
        { learningInterest: 'x' },
        { origin, 'sec-fetch-site': 'same-origin' },
      );
      expect(res.status).toBe(200);
    });
  });
});
