/**
 * Every server-state key in one place. A key's segments joined with '/' are the path the default
 * query function GETs (SPEC §7), so keys start with the API path.
 */
export const queryKeys = Object.freeze({
  preferences: ['/api/preferences'],
  streak: ['/api/streak'],
  me: ['/api/auth/me'],
  feedNext: ['/api/feed/next'],
  saved: ['/api/saved'],
  savedDetails: ['/api/saved/details'],
  // The catalogue list and the counts a generated insight changes.
  insights: ['/api/insights'],
  analytics: ['/api/analytics'],
  reviewsDue: ['/api/reviews/due'],
  insight: (id: string) => ['/api/insights', encodeURIComponent(id)] as const,
  // A POST, not a read: outside the '/api/insights' prefix, so invalidating insights never re-runs it.
  deepDive: (id: string) => ['deep-dive', id] as const,
} as const);
