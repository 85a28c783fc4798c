export { FeedPage } from './components/FeedPage';
export { InsightCard, type InsightCardProps } from './components/InsightCard';
export { InsightCardSkeleton } from './components/InsightCardSkeleton';
export { measureAdvance, ENGAGED_DWELL_MS, TOO_FAST_MS } from './engagement';
