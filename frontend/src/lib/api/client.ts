import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { ApiError } from './ApiError';

/** Anything with a zod-style `parse`; keeps this client independent of the schema library. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  body?: unknown;
  schema?: ResponseSchema<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export const TIME_ZONE_HEADER = 'x-time-zone';

function learnerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

function buildInit(method: HttpMethod, options: RequestOptions<unknown>): RequestInit {
  const headers: Record<string, string> = { ...options.headers };
  const timeZone = learnerTimeZone();
  if (timeZone) headers[TIME_ZONE_HEADER] = timeZone;
  const init: RequestInit = { method, credentials: 'include', headers, signal: options.signal };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  return init;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function validate<T>(path: string, data: unknown, schema?: ResponseSchema<T>): T {
  if (!schema) return data as T;
  try {
    return schema.parse(data);
  } catch (cause) {
    throw new Error(`Unexpected response from ${path}`, { cause });
  }
}

/** The one way the app talks to the server: cookies always sent, JSON body only with a payload. */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const response = await fetch(path, buildInit(method, options));
  const text = await response.text();
  const data = parseBody(text, response.headers.get('content-type'));
  if (!response.ok)
    throw new ApiError(response.status, response.statusText, text, typeof data === 'string' ? undefined : data);
  return validate(path, data, options.schema);
}

export const apiGet = <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
  apiRequest<T>('GET', path, options);

export const apiPost = <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
  apiRequest<T>('POST', path, { ...options, body });

export const apiDelete = <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'body'>) =>
  apiRequest<T>('DELETE', path, options);

/** SPEC §7: default reads GET the path made by joining the query key segments with '/'. */
export const pathFromKey = (queryKey: QueryKey): string => queryKey.map(String).join('/');

export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => apiGet(pathFromKey(queryKey), { signal });

/** A query function for the key's path whose answer is checked against a schema. */
export const schemaQueryFn =
  <T>(schema: ResponseSchema<T>): QueryFunction<T> =>
  ({ queryKey, signal }) =>
    apiGet(pathFromKey(queryKey), { schema, signal });
