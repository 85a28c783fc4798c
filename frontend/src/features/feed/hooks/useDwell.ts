import { useCallback, useEffect, useRef } from 'react';
import { measureAdvance } from '../engagement';

/** Measures how long the current card has been on screen; restarts on each appearance. */
export function useDwell(appearance: number, visible: boolean) {
  const shownAt = useRef(0);
  useEffect(() => {
    if (visible) shownAt.current = Date.now();
  }, [appearance, visible]);
  return useCallback((saved: boolean) => measureAdvance(shownAt.current, Date.now(), saved), []);
}
