export {
  ensurePersisted,
  insightQueryOptions,
  type OnPersisted,
  persistInsight,
  PersistInsightError,
  persistPayload,
  PERSIST_FAILED,
} from './api/insightsApi';
export { CONCEPT_ICONS, DEFAULT_ICON_CONCEPT, iconConceptFor, KEYWORD_CONCEPTS } from './bannerIcons';
export { CATEGORIES, categoryAccent, categoryLabel, FALLBACK_ACCENT, tagStyle, type CategoryStyle } from './categories';
export { InsightBanner } from './components/InsightBanner';
export { INSIGHT_NOT_FOUND, InsightNotFound } from './components/InsightNotFound';
export { TagChips } from './components/TagChips';
export { VIDEO_FALLBACK } from './media';
