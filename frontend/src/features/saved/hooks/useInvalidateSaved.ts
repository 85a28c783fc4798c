import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../lib/queryKeys';

/** Saving or removing changes both saved lists, the reviews due (only saved insights are) and the analytics counts. */
export function useInvalidateSaved() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [queryKeys.saved, queryKeys.savedDetails, queryKeys.reviewsDue, queryKeys.analytics].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    [queryClient],
  );
}
