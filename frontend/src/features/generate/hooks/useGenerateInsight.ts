import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';
import { useToast } from '../../notifications';
import { generateInsight } from '../api/generateApi';
import { serverFieldErrors } from '../form';
import { GENERATE_TEXTS } from '../messages';

/** What the failure toast adds, unless the form shows the message beside its field. */
function failureDetail(error: Error): string | undefined {
  if (Object.keys(serverFieldErrors(error)).length > 0) return undefined;
  return (isApiError(error) && error.details?.message) || error.message || undefined;
}

/** Generates and stores an insight; the insight list and the analytics counts change with it. */
export function useGenerateInsight() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: generateInsight,
    onSuccess: (insight) => {
      toast({
        title: GENERATE_TEXTS.success,
        description: insight.generatedBy === 'library' ? GENERATE_TEXTS.libraryNote : undefined,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.insights, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.analytics });
    },
    onError: (error) =>
      toast({ title: GENERATE_TEXTS.failure, description: failureDetail(error), variant: 'destructive' }),
  });
}
