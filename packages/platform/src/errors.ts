import { ERROR_NAMES, errorBodySchema, type ErrorBody } from '@lumen/contracts';

/** A failure a feature expects; carries its HTTP status and, for bad input, the field at fault. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }

  override get name(): string {
    return this.constructor.name;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = {
      statusCode: this.statusCode,
      error: ERROR_NAMES[this.statusCode] ?? 'Error',
      message: this.message,
    };
    if (this.field) body.field = this.field;
    return body;
  }

  /** Rebuilds an error sent by another process; anything unrecognised becomes a 500. */
  static fromBody(raw: unknown): AppError {
    const parsed = errorBodySchema.safeParse(raw);
    if (!parsed.success) return new InternalError('Unexpected error from a service');
    return new AppError(parsed.data.statusCode, parsed.data.message, parsed.data.field);
  }
}

export class ValidationError extends AppError {
  constructor(field: string, problem: string) {
    super(400, field ? `${field}: ${problem}` : problem, field || undefined);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Sign-in required') {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class InternalError extends AppError {
  constructor(message = 'Internal error') {
    super(500, message);
  }
}
export class ServiceUnavailableError extends AppError {
  constructor(readonly service: string) {
    super(503, `The ${service} service is unavailable`);
  }
}
export class ServiceTimeoutError extends AppError {
  constructor(readonly service: string) {
    super(504, `The ${service} service did not answer in time`);
  }
}

/** Any thrown value as an error body; unknown errors are hidden behind a 500. */
export function toErrorBody(error: unknown): ErrorBody {
  return error instanceof AppError ? error.toBody() : new InternalError().toBody();
}
