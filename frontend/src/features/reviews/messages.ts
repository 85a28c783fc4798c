import type { ToastOptions } from '../notifications';

/** SPEC §2: 'N insight(s) due for review'. */
export const dueReviewsLabel = (count: number) => `${count} ${count === 1 ? 'insight' : 'insights'} due for review`;

export const RECALL_QUESTION = 'How well did you recall this insight?';

export const reviewErrorToast = (error: Error): ToastOptions => ({
  title: 'Failed to record review',
  description: error.message,
  variant: 'destructive',
});
