import { type Preferences, type PreferencesUpdate, preferencesSchema } from '@lumen/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiPost, pathFromKey, schemaQueryFn } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

export const preferencesQueryOptions = queryOptions({
  queryKey: queryKeys.preferences,
  queryFn: schemaQueryFn(preferencesSchema),
});

export const savePreferences = (update: PreferencesUpdate): Promise<Preferences> =>
  apiPost(pathFromKey(queryKeys.preferences), update, { schema: preferencesSchema });
