import { type ErrorBody, errorBodySchema } from '@lumen/contracts';

/** A non-ok HTTP answer. The message follows SPEC §8: `${status}: ${bodyText || statusText}`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed JSON body, when the server sent JSON. */
  readonly body: unknown;

  constructor(status: number, statusText: string, bodyText: string, body: unknown) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.body = body;
  }

  /** The server's structured error body, when the body has that shape. */
  get details(): ErrorBody | undefined {
    const parsed = errorBodySchema.safeParse(this.body);
    return parsed.success ? parsed.data : undefined;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
