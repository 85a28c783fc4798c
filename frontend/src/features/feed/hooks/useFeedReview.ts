import type { Insight } from '@lumen/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryKeys } from '../../../lib/queryKeys';
import { type DueReviews, useDueReviews, useRateReview } from '../../reviews';

/** SPEC §9: the feed advances 500 ms after a rating. */
export const REVIEW_ADVANCE_MS = 500;

export interface FeedReview {
  /** The due list's length, as it was when the card was rated. */
  count: number;
  picked?: number;
  busy: boolean;
  onRate: (quality: number) => void;
}

interface Rated {
  appearance: number;
  quality: number;
  count: number;
}

/** Calls `advance` after the delay, unless the learner has moved on from card appearance `from` by then. */
function useAdvanceLater(appearance: number, advance: () => void) {
  const latest = useRef({ appearance, advance });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    latest.current = { appearance, advance };
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((from: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (latest.current.appearance === from) latest.current.advance();
    }, REVIEW_ADVANCE_MS);
  }, []);
}

/**
 * Only saved insights become due, and the feed mixes due ones back in: a saved card coming back
 * that the cached due list does not know may have become due since, so the list is read again.
 */
function useRecheckDue(
  current: Insight | undefined,
  appearance: number,
  due: DueReviews,
  savedIds: ReadonlySet<string>,
) {
  const queryClient = useQueryClient();
  const checked = useRef<number | null>(null);
  const id = current?.isEphemeral === false ? current.id : undefined;
  const unknownSaved = id !== undefined && savedIds.has(id) && !due.ids.has(id);
  useEffect(() => {
    if (!unknownSaved || checked.current === appearance) return;
    checked.current = appearance;
    void queryClient.invalidateQueries({ queryKey: queryKeys.reviewsDue });
  }, [unknownSaved, appearance, queryClient]);
}

/**
 * SPEC §4 Review in the feed: offered for a due (never an ephemeral) current card. A rating is
 * recorded, then the card keeps its panel until the feed advances 500 ms later.
 */
export function useFeedReview(
  current: Insight | undefined,
  appearance: number,
  savedIds: ReadonlySet<string>,
  advance: () => void,
): FeedReview | null {
  const due = useDueReviews();
  const rate = useRateReview();
  const [rated, setRated] = useState<Rated | null>(null);
  // The card appearance a rating was sent for: a second press before the next render is refused too.
  const ratedAt = useRef<number | null>(null);
  const advanceLater = useAdvanceLater(appearance, advance);
  useRecheckDue(current, appearance, due, savedIds);

  const ratedHere = rated?.appearance === appearance ? rated : null;
  if (!current || current.isEphemeral || (!ratedHere && !due.ids.has(current.id))) return null;
  const pendingHere = rate.isPending && rate.variables.insightId === current.id;
  const busy = rate.isPending || ratedHere !== null;

  const onRate = (quality: number) => {
    if (busy || ratedAt.current === appearance) return;
    const from = appearance;
    const count = due.count;
    ratedAt.current = from;
    rate.mutate(
      { insightId: current.id, quality },
      {
        onSuccess: () => {
          setRated({ appearance: from, quality, count });
          advanceLater(from);
        },
        onError: () => {
          ratedAt.current = null;
        },
      },
    );
  };
  return {
    count: ratedHere?.count ?? due.count,
    picked: ratedHere?.quality ?? (pendingHere ? rate.variables.quality : undefined),
    busy,
    onRate,
  };
}
