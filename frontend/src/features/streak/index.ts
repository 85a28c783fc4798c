export { streakQueryOptions } from './api/streakApi';
export { useStreak } from './hooks/useStreak';
export { StreakBadge, streakLabel } from './components/StreakBadge';
