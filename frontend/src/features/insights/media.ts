/** SPEC §8: shown by browsers that cannot play the insight's video. */
export const VIDEO_FALLBACK = 'Your browser does not support the video tag.';
