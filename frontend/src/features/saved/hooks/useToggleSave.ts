import type { Insight } from '@lumen/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { persistInsight, PersistInsightError } from '../../insights';
import { useToast } from '../../notifications';
import { saveInsight, savedIdsQueryOptions, unsaveInsight } from '../api/savedApi';
import { favoritesErrorToast, SAVED_TOASTS } from '../messages';
import { useInvalidateSaved } from './useInvalidateSaved';

interface ToggleSave {
  insight: Insight;
  saved: boolean;
}

type ToggleResult = { action: 'added' | 'removed'; insightId: string };

/** SPEC §4 Save: an ephemeral insight is persisted first, then saved; a saved one is removed. */
export function useToggleSave({
  onPersisted,
}: { onPersisted?: (ephemeralId: string, insightId: string) => void } = {}) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateSaved();
  const { toast } = useToast();

  return useMutation({
    mutationFn: async ({ insight, saved }: ToggleSave): Promise<ToggleResult> => {
      if (saved) {
        await unsaveInsight(insight.id);
        return { action: 'removed', insightId: insight.id };
      }
      let insightId = insight.id;
      if (insight.isEphemeral) {
        insightId = await persistInsight(insight);
        onPersisted?.(insight.id, insightId);
      }
      await saveInsight(insightId);
      return { action: 'added', insightId };
    },
    onSuccess: ({ action, insightId }) => {
      // Reflect the change at once; the invalidation below brings the server's truth.
      queryClient.setQueryData(savedIdsQueryOptions.queryKey, (items = []) =>
        action === 'added'
          ? [...items.filter((item) => item.insightId !== insightId), { insightId }]
          : items.filter((item) => item.insightId !== insightId),
      );
      toast(SAVED_TOASTS[action]);
    },
    onError: (error) =>
      toast(
        error instanceof PersistInsightError
          ? { title: error.message, variant: 'destructive' }
          : favoritesErrorToast(error),
      ),
    onSettled: () => invalidate(),
  });
}
