import type { DueItem } from '@lumen/contracts';
import { useQuery } from '@tanstack/react-query';
import { dueReviewsQueryOptions } from '../api/reviewsApi';

export interface DueReviews {
  ids: ReadonlySet<string>;
  /** The length of the due list (SPEC §2 badge). */
  count: number;
}

const NONE: DueReviews = { ids: new Set(), count: 0 };

const toDueReviews = (items: DueItem[]): DueReviews => ({
  ids: new Set(items.map((item) => item.insight.id)),
  count: items.length,
});

/** The learner's saved insights due for review now; none until loaded (or when the list fails to load). */
export function useDueReviews(): DueReviews {
  const { data } = useQuery({ ...dueReviewsQueryOptions, select: toDueReviews });
  return data ?? NONE;
}
