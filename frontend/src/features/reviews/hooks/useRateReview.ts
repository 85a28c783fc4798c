import { recallFeedback } from '@lumen/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/queryKeys';
import { useToast } from '../../notifications';
import { rateReview } from '../api/reviewsApi';
import { reviewErrorToast } from '../messages';

/** SPEC §4 Review: the rating is recorded, its feedback shown, then the due list and streak refresh. */
export function useRateReview() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: rateReview,
    onSuccess: (_result, { quality }) => {
      toast({ title: recallFeedback(quality) });
      // A review makes the day active and counts in the analytics.
      for (const queryKey of [queryKeys.reviewsDue, queryKeys.streak, queryKeys.analytics])
        void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toast(reviewErrorToast(error)),
  });
}
