import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { Direction } from '../hooks/useCardExit';
import { useSwipe } from '../hooks/useSwipe';

const enter = keyframes`
  from { opacity: 0; transform: translateY(14px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;
const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

interface SwipeableCardProps {
  exiting: Direction | null;
  motion: { reduced: boolean; exitMs: number; enterMs: number };
  onSwipe: (direction: Direction) => boolean;
  children: ReactNode;
}

function cardTransform(exiting: Direction | null, offset: number, reduced: boolean): string {
  if (exiting)
    return reduced
      ? 'none'
      : `translateX(${exiting === 'next' ? '-120%' : '120%'}) rotate(${exiting === 'next' ? -8 : 8}deg)`;
  if (offset) return `translateX(${offset}px) rotate(${reduced ? 0 : offset / 30}deg)`;
  return 'none';
}

/** Entry animation on mount (remount it per card); follows the pointer and plays the exit. */
export function SwipeableCard({ exiting, motion, onSwipe, children }: SwipeableCardProps) {
  const { offset, dragging, handlers } = useSwipe(onSwipe);
  const settle = `${motion.exitMs}ms ease-in`;

  return (
    <Box sx={{ animation: `${motion.reduced ? fadeIn : enter} ${motion.enterMs}ms ease-out` }}>
      <Box
        data-testid="swipe-card"
        data-exiting={exiting ?? undefined}
        {...handlers}
        sx={{
          touchAction: 'pan-y',
          userSelect: 'none',
          WebkitUserSelect: 'none',
          cursor: dragging ? 'grabbing' : 'grab',
          transform: cardTransform(exiting, offset, motion.reduced),
          opacity: exiting ? 0 : 1,
          transition: dragging && !exiting ? 'none' : `transform ${settle}, opacity ${settle}`,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
