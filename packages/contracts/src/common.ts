import { z } from 'zod';

export const userIdSchema = z.uuid();
export const withUser = <T extends z.ZodRawShape>(shape: T) => z.object({ userId: userIdSchema, ...shape });
export const isoDateTime = z.iso.datetime({ offset: true });

/** Zod error text: "is required" when absent, else the given type problem. */
export const typeError = (expected: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `must be ${expected}`),
});
