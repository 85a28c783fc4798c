/** SPEC §2: the example chips, in order. */
export const EXAMPLE_INTERESTS = Object.freeze([
  'building habits that stick',
  'quantum physics',
  'psychology of decision making',
  'ancient civilizations and their wisdom',
  'practical finance and investing',
  'science of happiness',
] as const);
