import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ValidationError } from './errors.js';

/** Parses with a zod schema; the first problem becomes a 400 that names the field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, root = ''): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const unknownKey = issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  const segments = [...(issue?.path ?? []).map(String), ...(unknownKey ? [unknownKey] : [])];
  const path = [root, ...segments].filter(Boolean).join('.');
  throw new ValidationError(path, unknownKey ? 'is not an accepted field' : (issue?.message ?? 'is invalid'));
}

@Injectable()
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(
    private readonly schema: S,
    private readonly root = '',
  ) {}

  /** An absent body is read as an empty object, so the error names the first missing field. */
  transform(value: unknown): z.output<S> {
    return parseOrThrow(this.schema, value ?? {}, this.root);
  }
}
