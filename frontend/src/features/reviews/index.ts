export { dueReviewsQueryOptions, rateReview, type RateReview } from './api/reviewsApi';
export { useDueReviews, type DueReviews } from './hooks/useDueReviews';
export { useRateReview } from './hooks/useRateReview';
export { RecallPanel } from './components/RecallPanel';
export { ReviewBadge } from './components/ReviewBadge';
export { dueReviewsLabel, RECALL_QUESTION, reviewErrorToast } from './messages';
