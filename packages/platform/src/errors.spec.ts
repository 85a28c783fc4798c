import { z } from 'zod';
import { AppError, NotFoundError, ServiceUnavailableError, toErrorBody, ValidationError } from './errors.js';
import { parseOrThrow, ZodPipe } from './validation.js';

describe('errors', () => {
  it('turns a typed error into a body and back', () => {
    const body = new ValidationError('learningInterest', 'must not be empty').toBody();
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'learningInterest: must not be empty',
      field: 'learningInterest',
    });
    const back = AppError.fromBody(body);
    expect(back.statusCode).toBe(400);
    expect(back.field).toBe('learningInterest');
  });

  it('hides unknown errors behind a 500', () => {
    expect(toErrorBody(new Error('secret detail'))).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal error',
    });
    expect(AppError.fromBody('garbage').statusCode).toBe(500);
  });

  it('names the service that is down', () => {
    expect(new ServiceUnavailableError('feed').toBody().message).toBe('The feed service is unavailable');
    expect(new NotFoundError().statusCode).toBe(404);
  });
});

describe('parseOrThrow', () => {
  const schema = z.strictObject({ a: z.object({ b: z.number() }) });

  it('names a nested field', () => {
    expect(() => parseOrThrow(schema, { a: { b: 'x' } })).toThrow(/^a\.b: /);
  });

  it('names an unknown field', () => {
    try {
      parseOrThrow(schema, { a: { b: 1 }, c: 2 });
      throw new Error('should have thrown');
    } catch (error) {
      expect((error as ValidationError).field).toBe('c');
    }
  });

  it('reads an absent body as an empty object', () => {
    expect(() => new ZodPipe(schema).transform(undefined)).toThrow(/^a: /);
  });
});
