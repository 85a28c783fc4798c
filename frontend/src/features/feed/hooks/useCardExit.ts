import { useCallback, useEffect, useRef, useState } from 'react';

export type Direction = 'next' | 'previous';

/**
 * Plays the card's exit, then calls `onExited`. While a card is exiting, further requests are
 * refused: a card cannot be advanced twice.
 */
export function useCardExit(exitMs: number, onExited: (direction: Direction) => void) {
  const [exiting, setExiting] = useState<Direction | null>(null);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const exited = useRef(onExited);
  useEffect(() => {
    exited.current = onExited;
  }, [onExited]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const start = useCallback(
    (direction: Direction): boolean => {
      if (busy.current) return false;
      busy.current = true;
      setExiting(direction);
      timer.current = setTimeout(() => {
        busy.current = false;
        setExiting(null);
        exited.current(direction);
      }, exitMs);
      return true;
    },
    [exitMs],
  );

  return { exiting, start, isExiting: () => busy.current };
}
