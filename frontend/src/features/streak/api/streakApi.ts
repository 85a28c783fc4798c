import { streakSchema } from '@lumen/contracts';
import { queryOptions } from '@tanstack/react-query';
import { schemaQueryFn } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

export const streakQueryOptions = queryOptions({
  queryKey: queryKeys.streak,
  queryFn: schemaQueryFn(streakSchema),
});
