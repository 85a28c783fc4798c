import type { ToastOptions } from '../notifications';

/** SPEC §8 toasts for favourites. */
export const SAVED_TOASTS = Object.freeze({
  added: { title: 'Added to favorites' },
  removed: { title: 'Removed from favorites' },
} satisfies Record<string, ToastOptions>);

export const favoritesErrorToast = (error: Error): ToastOptions => ({
  title: 'Could not update favorites',
  description: error.message,
  variant: 'destructive',
});
