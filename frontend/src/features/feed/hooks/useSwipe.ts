import { type PointerEvent, useRef, useState } from 'react';
import type { Direction } from './useCardExit';

/** SPEC §9: a swipe is more than 100 px across with under 60 px of vertical movement. */
export const SWIPE_MIN_X = 100;
export const SWIPE_MAX_Y = 60;
/** Movement below this is a tap, not a drag (so buttons inside the card keep working). */
const DRAG_START_PX = 8;

const INTERACTIVE = 'button, a, input, textarea, select, video, audio, [role="button"]';

/** Pointer swipes (touch, pen and mouse). The card leaving to the left = next, to the right = previous. */
export function useSwipe(onSwipe: (direction: Direction) => boolean) {
  const start = useRef<{ id: number; x: number; y: number; dragging: boolean } | null>(null);
  const [offset, setOffset] = useState(0);

  const end = () => {
    start.current = null;
    setOffset(0);
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY, dragging: false };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const origin = start.current;
      if (!origin || origin.id !== event.pointerId) return;
      const dx = event.clientX - origin.x;
      if (!origin.dragging && Math.abs(dx) > DRAG_START_PX && Math.abs(dx) > Math.abs(event.clientY - origin.y)) {
        origin.dragging = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      if (origin.dragging) setOffset(dx);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const origin = start.current;
      if (!origin || origin.id !== event.pointerId) return;
      const dx = event.clientX - origin.x;
      const dy = event.clientY - origin.y;
      start.current = null;
      const swiped = Math.abs(dx) > SWIPE_MIN_X && Math.abs(dy) < SWIPE_MAX_Y && onSwipe(dx < 0 ? 'next' : 'previous');
      // An accepted swipe keeps the card where the finger left it; the exit animation takes over.
      if (!swiped) setOffset(0);
    },
    onPointerCancel: end,
  };

  return { offset, dragging: offset !== 0, handlers };
}
