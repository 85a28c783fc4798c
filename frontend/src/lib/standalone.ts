import { useSyncExternalStore } from 'react';

const QUERY = '(display-mode: standalone)';

function mediaQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;
}

/** True when the app runs installed: the display-mode media query, or iOS Safari's navigator.standalone. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || mediaQuery()?.matches === true;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export const useIsStandalone = (): boolean => useSyncExternalStore(subscribe, isStandalone, () => false);
