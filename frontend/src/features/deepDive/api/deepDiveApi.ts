import { deepDiveRpc } from '@lumen/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

export const deepDivePath = (insightId: string) => `/deep-dive/${encodeURIComponent(insightId)}`;

/** POST /api/insights/{id}/deep-dive: the related insights, stored (an LLM may take seconds). */
export const postDeepDive = (insightId: string) =>
  apiPost(`/api/insights/${encodeURIComponent(insightId)}/deep-dive`, undefined, {
    schema: deepDiveRpc.deepDive.response,
  });

/**
 * The generation as a query keyed by id: React runs it once per id however often the page mounts
 * (StrictMode included), and keeps the result. No abort signal, so a remount never cancels it.
 */
export const deepDiveQueryOptions = (insightId: string) =>
  queryOptions({ queryKey: queryKeys.deepDive(insightId), queryFn: () => postDeepDive(insightId) });
