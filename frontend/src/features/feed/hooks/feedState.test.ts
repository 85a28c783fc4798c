import { describe, expect, it } from 'vitest';
import { insight } from '../../../test/insights';
import {
  canPrefetch,
  currentInsight,
  currentPartner,
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

  it('chooses a learning partner once per arriving card; moving back and forth changes nothing', () => {
    const miss = () => ({ type: 'loaded' as const, insight: insight({ text: 'Plain words. Nothing to match.' }) });
    const match = { type: 'loaded' as const, insight: insight({ text: 'A story lives in memory. Tell it.' }) };
    const afterThree = run(miss(), miss(), miss());
    expect(afterThree.missStreak).toBe(3);
    expect(afterThree.partners.map((choice) => choice?.label ?? null)).toEqual([null, null, '— Explore More —']);

    const moved = [{ type: 'next' }, { type: 'next' }, { type: 'previous' }, { type: 'next' }] as const;
    const wandered = moved.reduce(feedReducer, afterThree);
    expect(wandered.missStreak).toBe(3);
    expect(currentPartner(wandered)).toBe(afterThree.partners[2]);

    const matched = feedReducer(afterThree, match);
    expect(matched.missStreak).toBe(0);
    expect(matched.partners[3]?.label).toBe('— Learning Partner —');
    const replaced = feedReducer(matched, { type: 'replaced', id: afterThree.items[0]!.id, changes: { id: 'x' } });
    expect(replaced.partners).toBe(matched.partners);
  });
});
