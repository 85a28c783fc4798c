/** SPEC §2 and §8 texts for the generate screen. */
export const GENERATE_TEXTS = Object.freeze({
  submit: 'Generate Insight',
  busy: 'Generating...',
  success: 'Insight generated successfully!',
  failure: 'Failed to generate insight',
  resultTitle: 'Generated Insight',
  aiBadge: 'AI Generated',
  libraryNote: 'Offline: best match from the Lumen library',
  again: 'Generate Another',
  viewInFeed: 'View in Feed',
});

export const promptCounter = (length: number, max: number) => `${length} / ${max} characters`;
