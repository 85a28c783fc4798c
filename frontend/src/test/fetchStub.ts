import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  init: RequestInit;
  headers: Headers;
  body: unknown;
}

type Reply = Response | Promise<Response>;
export type Routes = Record<string, (request: RecordedRequest) => Reply>;

export const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

function findHandler(routes: Routes, key: string) {
  const exact = routes[key];
  if (exact) return exact;
  const prefix = Object.keys(routes).find((route) => route.endsWith('*') && key.startsWith(route.slice(0, -1)));
  return prefix ? routes[prefix] : undefined;
}

/**
 * Replaces the network edge (global fetch): answers "METHOD /path" from `routes` (a key ending in
 * '*' matches any rest of the path), 404 otherwise.
 */
export function stubFetch(routes: Routes) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(input);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path, init, headers: new Headers(init.headers), body };
    requests.push(request);
    const handler = findHandler(routes, `${method} ${path}`);
    return handler ? handler(request) : new Response('', { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** A reply that stays pending until released, to observe in-flight UI. */
export function deferredReply() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
