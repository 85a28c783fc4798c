import { type Analytics, analyticsSchema } from '@lumen/contracts';
import { queryOptions } from '@tanstack/react-query';
import { schemaQueryFn } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

export const analyticsQueryOptions = queryOptions({
  queryKey: queryKeys.analytics,
  queryFn: schemaQueryFn<Analytics>(analyticsSchema),
});
