import type { Insight } from '@lumen/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useToast } from '../../notifications';
import { fetchNextInsight } from '../api/feedApi';
import { canPrefetch, currentInsight, currentPartner, feedReducer, initialFeedState, shouldFetch } from './feedState';

export const FEED_FAILED = 'Failed to load next insight';

/** The in-memory list of shown insights and the position in it; fetches more past the end. */
export function useFeed() {
  const [state, dispatch] = useReducer(feedReducer, initialFeedState);
  const inFlight = useRef(false);
  const mounted = useRef(false);
  const { toast } = useToast();

  const load = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    dispatch({ type: 'fetchStarted' });
    try {
      dispatch({ type: 'loaded', insight: await fetchNextInsight() });
    } catch (error) {
      console.error(FEED_FAILED, error);
      dispatch({ type: 'failed' });
      if (mounted.current) toast({ title: FEED_FAILED, variant: 'destructive' });
    } finally {
      inFlight.current = false;
    }
  }, [toast]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const fetchNeeded = shouldFetch(state);
  useEffect(() => {
    if (fetchNeeded) void load();
  }, [fetchNeeded, load]);

  const prefetchable = canPrefetch(state);
  /** Starts fetching the next insight early (during the exit animation) when it will be needed. */
  const prefetch = useCallback(() => {
    if (prefetchable) void load();
  }, [prefetchable, load]);

  const next = useCallback(() => dispatch({ type: 'next' }), []);
  const previous = useCallback(() => dispatch({ type: 'previous' }), []);
  const replace = useCallback(
    (id: string, changes: Partial<Insight>) => dispatch({ type: 'replaced', id, changes }),
    [],
  );

  return {
    current: currentInsight(state),
    partner: currentPartner(state),
    index: state.index,
    appearance: state.appearance,
    status: state.status,
    canGoBack: state.index > 0,
    retry: load,
    prefetch,
    next,
    previous,
    replace,
  };
}
