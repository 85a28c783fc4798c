import type { Insight } from '@lumen/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../../lib/queryKeys';
import { postView } from '../api/feedApi';

/** SPEC §4: a view is tracked each time a non-ephemeral insight comes on screen; failures are only logged. */
export function useTrackViews(insight: Insight | undefined, index: number) {
  const queryClient = useQueryClient();
  const lastTracked = useRef<number | null>(null);
  const id = insight?.id;
  const ephemeral = insight?.isEphemeral ?? true;

  useEffect(() => {
    if (id === undefined || lastTracked.current === index) return;
    lastTracked.current = index;
    if (ephemeral) return;
    postView(id).then(
      // A view can start or extend the streak, and it counts in the analytics.
      () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.streak }),
          queryClient.invalidateQueries({ queryKey: queryKeys.analytics }),
        ]),
      (error: unknown) => console.error('Failed to track view', error),
    );
  }, [id, ephemeral, index, queryClient]);
}
