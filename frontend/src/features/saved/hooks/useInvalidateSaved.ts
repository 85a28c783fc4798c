import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../lib/queryKeys';

/** Saving or removing changes both saved lists. */
export function useInvalidateSaved() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.saved }),
        queryClient.invalidateQueries({ queryKey: queryKeys.savedDetails }),
      ]),
    [queryClient],
  );
}
