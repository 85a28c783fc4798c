import { feedRpcInsights, type Insight } from '@lumen/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiPost, pathFromKey, schemaQueryFn } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

export interface SavedItem {
  insightId: string;
}

export interface SavedDetailsItem {
  insight: Insight;
}

export const savedIdsQueryOptions = queryOptions({
  queryKey: queryKeys.saved,
  queryFn: schemaQueryFn<SavedItem[]>(feedRpcInsights.listSaved.response),
  select: (items) => new Set(items.map((item) => item.insightId)),
});

export const savedDetailsQueryOptions = queryOptions({
  queryKey: queryKeys.savedDetails,
  queryFn: schemaQueryFn<SavedDetailsItem[]>(feedRpcInsights.savedDetails.response),
});

const savedPath = pathFromKey(queryKeys.saved);

export const saveInsight = (insightId: string) => apiPost(savedPath, { insightId });

export const unsaveInsight = (insightId: string) => apiDelete(`${savedPath}/${encodeURIComponent(insightId)}`);
