import { choosePartner, type Insight, type PartnerChoice } from '@lumen/contracts';

/**
 * The insights shown so far and where the learner is. `index === items.length` means the learner
 * moved past the last card and the next one is still loading.
 */
export interface FeedState {
  items: readonly Insight[];
  index: number;
  /** 'idle' while waiting past the last card means a fetch should start. */
  status: 'idle' | 'loading' | 'error';
  /** Counts card appearances: a new value means a (new or revisited) card just came on screen. */
  appearance: number;
  /** The learning partner of each card in `items`, chosen once when the card arrived (SPEC §4, §9). */
  partners: readonly (PartnerChoice | null)[];
  /** Cards in a row without a partner keyword match. */
  missStreak: number;
}

export type FeedAction =
  | { type: 'fetchStarted' }
  | { type: 'loaded'; insight: Insight }
  | { type: 'failed' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'replaced'; id: string; changes: Partial<Insight> };

export const initialFeedState: FeedState = {
  items: [],
  index: 0,
  status: 'idle',
  appearance: 0,
  partners: [],
  missStreak: 0,
};

const appear = (state: FeedState, index: number): FeedState => ({ ...state, index, appearance: state.appearance + 1 });

export function feedReducer(state: FeedState, action: FeedAction): FeedState {
  switch (action.type) {
    case 'fetchStarted':
      return { ...state, status: 'loading' };
    case 'loaded': {
      // Every card arriving is shown next in line, so the miss streak advances once per new card.
      const { choice, missStreak } = choosePartner(action.insight.text, state.missStreak);
      const next = {
        ...state,
        items: [...state.items, action.insight],
        partners: [...state.partners, choice],
        missStreak,
        status: 'idle' as const,
      };
      return state.index === state.items.length ? appear(next, state.index) : next;
    }
    case 'failed': {
      const failed = { ...state, status: 'error' as const };
      // Waiting past the last card for an insight that will not come: go back to the last card.
      return state.index === state.items.length && state.items.length > 0
        ? appear(failed, state.items.length - 1)
        : failed;
    }
    case 'next':
      if (state.index >= state.items.length) return state;
      if (state.index + 1 < state.items.length) return appear(state, state.index + 1);
      return { ...state, index: state.index + 1, status: state.status === 'loading' ? 'loading' : 'idle' };
    case 'previous':
      return state.index > 0 ? appear(state, Math.min(state.index, state.items.length) - 1) : state;
    case 'replaced':
      return {
        ...state,
        items: state.items.map((item) => (item.id === action.id ? { ...item, ...action.changes } : item)),
      };
  }
}

export const currentInsight = (state: FeedState): Insight | undefined => state.items[state.index];

export const currentPartner = (state: FeedState): PartnerChoice | null => state.partners[state.index] ?? null;

/** The learner is past the last card and nothing is loading yet. */
export const shouldFetch = (state: FeedState): boolean => state.index === state.items.length && state.status === 'idle';

/** Moving forward will need a new insight from the server, and none is on its way. */
export const canPrefetch = (state: FeedState): boolean =>
  state.index + 1 >= state.items.length && state.status !== 'loading';
