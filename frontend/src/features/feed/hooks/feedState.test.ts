import { describe, expect, it } from 'vitest';
import { insight } from '../../../test/insights';
import {
  canPrefetch,
  currentInsight,
  type FeedAction,
  feedReducer,
  type FeedState,
  initialFeedState,
  shouldFetch,
} from './feedState';

const run = (...actions: FeedAction[]): FeedState => actions.reduce(feedReducer, initialFeedState);
const [a, b] = [insight(), insight()];

describe('feed state', () => {
  it('starts past the (empty) end, so the first insight is fetched', () => {
    expect(shouldFetch(initialFeedState)).toBe(true);
    const loaded = run({ type: 'fetchStarted' }, { type: 'loaded', insight: a });
    expect(currentInsight(loaded)).toBe(a);
    expect(loaded.appearance).toBe(1);
    expect(shouldFetch(loaded)).toBe(false);
  });

  it('next on the last card waits for a new insight; previous goes back through the list', () => {
    const waiting = run({ type: 'loaded', insight: a }, { type: 'next' });
    expect(currentInsight(waiting)).toBeUndefined();
    expect(shouldFetch(waiting)).toBe(true);
    const shown = feedReducer(waiting, { type: 'loaded', insight: b });
    expect(currentInsight(shown)).toBe(b);
    const back = feedReducer(shown, { type: 'previous' });
    expect(currentInsight(back)).toBe(a);
    expect(feedReducer(back, { type: 'previous' })).toBe(back);
    expect(currentInsight(feedReducer(back, { type: 'next' }))).toBe(b);
  });

  it('a prefetched insight is appended without moving the learner', () => {
    const state = run({ type: 'loaded', insight: a }, { type: 'fetchStarted' }, { type: 'loaded', insight: b });
    expect(currentInsight(state)).toBe(a);
    expect(canPrefetch(state)).toBe(false);
    expect(canPrefetch(feedReducer(state, { type: 'next' }))).toBe(true);
  });

  it('a failed fetch past the end returns to the last card; with no card it stays in error', () => {
    const back = run({ type: 'loaded', insight: a }, { type: 'next' }, { type: 'fetchStarted' }, { type: 'failed' });
    expect(currentInsight(back)).toBe(a);
    expect(back.status).toBe('error');
    expect(shouldFetch(feedReducer(back, { type: 'next' }))).toBe(true);
    const empty = run({ type: 'fetchStarted' }, { type: 'failed' });
    expect(currentInsight(empty)).toBeUndefined();
    expect(shouldFetch(empty)).toBe(false);
  });

  it('replaces a persisted insight in place', () => {
    const state = run(
      { type: 'loaded', insight: { ...a, id: 'draft-1', isEphemeral: true } },
      { type: 'replaced', id: 'draft-1', changes: { id: a.id, isEphemeral: false } },
    );
    expect(currentInsight(state)).toMatchObject({ id: a.id, isEphemeral: false, text: a.text });
  });
});
