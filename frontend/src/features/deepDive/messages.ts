/** SPEC §8 deep-dive messages. */
export const DEEP_DIVE_MESSAGES = Object.freeze({
  buttonFailed: 'Failed to load deep dive. Please try again.',
  pageFailed: 'Failed to generate deep dive insights. Please try again.',
  generating: 'Diving deeper: writing related insights...',
});
