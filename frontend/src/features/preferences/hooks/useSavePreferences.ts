import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queryKeys';
import { savePreferences } from '../api/preferencesApi';

/** Saves the preferences and puts the server's answer straight into the cache. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(queryKeys.preferences, preferences),
  });
}
