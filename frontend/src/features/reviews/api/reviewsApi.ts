import { type DueItem, type ReviewResult, reviewResultSchema, reviewsRpc } from '@lumen/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiPost, schemaQueryFn } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

export interface RateReview {
  insightId: string;
  /** SPEC §5: an integer from 0 to 5. */
  quality: number;
}

export const dueReviewsQueryOptions = queryOptions({
  queryKey: queryKeys.reviewsDue,
  queryFn: schemaQueryFn<DueItem[]>(reviewsRpc.due.response),
});

export const rateReview = ({ insightId, quality }: RateReview): Promise<ReviewResult> =>
  apiPost(`/api/reviews/${encodeURIComponent(insightId)}`, { quality }, { schema: reviewResultSchema });
