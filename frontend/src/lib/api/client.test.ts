import { preferencesSchema } from '@lumen/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test/fetchStub';
import { ApiError, apiGet, apiPost, defaultQueryFn } from './index';

const errorBody = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'learningInterest: must not be empty',
  field: 'learningInterest',
};

describe('API client', () => {
  it('always sends cookies and no body or content type without a payload', async () => {
    const { requests } = stubFetch({ 'GET /api/streak': () => json({ currentStreak: 3 }) });
    await expect(apiGet('/api/streak')).resolves.toEqual({ currentStreak: 3 });
    const [request] = requests;
    expect(request?.init.credentials).toBe('include');
    expect(request?.init.body).toBeUndefined();
    expect(request?.headers.has('content-type')).toBe(false);
  });

  it('sends a JSON body with a JSON content type when there is a payload', async () => {
    const { requests } = stubFetch({ 'POST /api/preferences': () => json({ ok: true }) });
    await apiPost('/api/preferences', { learningInterest: 'tea', onboardingCompleted: true });
    const [request] = requests;
    expect(request?.init.credentials).toBe('include');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.init.body).toBe('{"learningInterest":"tea","onboardingCompleted":true}');
  });

  it("sends the learner's IANA time zone on every request", async () => {
    const { requests } = stubFetch({ 'GET /a': () => json({}), 'POST /b': () => json({}) });
    await apiGet('/a');
    await apiPost('/b');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(zone).toBeTruthy();
    expect(requests.map((request) => request.headers.get('x-time-zone'))).toEqual([zone, zone]);
  });

  it('turns a non-ok answer into an ApiError "status: body" keeping status and parsed body', async () => {
    stubFetch({ 'POST /api/preferences': () => json(errorBody, { status: 400, statusText: 'Bad Request' }) });
    const error = await apiPost('/api/preferences', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${JSON.stringify(errorBody)}`);
    expect(apiError.status).toBe(400);
    expect(apiError.body).toEqual(errorBody);
    expect(apiError.details?.field).toBe('learningInterest');
  });

  it('falls back to the status text when the error body is empty', async () => {
    stubFetch({ 'GET /api/streak': () => new Response(null, { status: 503, statusText: 'Service Unavailable' }) });
    await expect(apiGet('/api/streak')).rejects.toThrow(
      new ApiError(503, 'Service Unavailable', '', undefined).message,
    );
    await expect(apiGet('/api/streak')).rejects.toMatchObject({
      message: '503: Service Unavailable',
      status: 503,
      body: undefined,
    });
  });

  it('treats 401 as an error and keeps a plain-text body as the message', async () => {
    stubFetch({ 'GET /api/auth/me': () => new Response('nope', { status: 401, statusText: 'Unauthorized' }) });
    await expect(apiGet('/api/auth/me')).rejects.toMatchObject({ message: '401: nope', status: 401 });
  });

  it('checks answers against a schema when one is given', async () => {
    stubFetch({ 'GET /api/preferences': () => json({ learningInterest: 'x' }) });
    await expect(apiGet('/api/preferences', { schema: preferencesSchema })).rejects.toThrow(
      'Unexpected response from /api/preferences',
    );
  });

  it('default query function GETs the query key segments joined by "/"', async () => {
    const { requests } = stubFetch({ 'GET /api/insights/abc': () => json({ id: 'abc' }) });
    const client = new QueryClient({ defaultOptions: { queries: { queryFn: defaultQueryFn, retry: false } } });
    await expect(client.fetchQuery({ queryKey: ['/api/insights', 'abc'] })).resolves.toEqual({ id: 'abc' });
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/insights/abc' });
  });
});
