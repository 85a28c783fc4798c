import { z } from 'zod';

export const userIdSchema = z.uuid();
export const withUser = <T extends z.ZodRawShape>(shape: T) => z.object({ userId: userIdSchema, ...shape });
export const isoDateTime = z.iso.datetime({ offset: true });
