/** SPEC §9 timings of the feed. */
export const TOO_FAST_MS = 1200;
export const ENGAGED_DWELL_MS = 2500;
export const TOO_FAST_TOAST_MS = 2000;
export const TOO_FAST_MESSAGE = 'Too fast — let your brain absorb it 😌';

export interface AdvanceMeasure {
  dwellMs: number;
  /** Moved on before the card could be read. */
  tooFast: boolean;
  /** Counts as genuine engagement (for rewards): read long enough, or saved. */
  engaged: boolean;
}

export function measureAdvance(shownAt: number, now: number, saved: boolean): AdvanceMeasure {
  const dwellMs = Math.max(0, now - shownAt);
  return { dwellMs, tooFast: dwellMs < TOO_FAST_MS, engaged: saved || dwellMs >= ENGAGED_DWELL_MS };
}
