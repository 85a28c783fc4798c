import { type AdminMessage, adminMessageSchema } from '@lumen/contracts';
import { apiPost, isApiError } from '../../../lib/api';

export const seedDatabase = (): Promise<AdminMessage> =>
  apiPost('/api/admin/seed', undefined, { schema: adminMessageSchema });

export const clearViewHistory = (): Promise<AdminMessage> =>
  apiPost('/api/admin/clear-views', undefined, { schema: adminMessageSchema });

/** SPEC §8: the server's error text, else the fallback for an error answer, else the network error. */
export function adminErrorText(error: Error, fallback: string): string {
  if (!isApiError(error)) return error.message || fallback;
  return error.details?.message || fallback;
}
