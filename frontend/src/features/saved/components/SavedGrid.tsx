import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A list of cards: one column on phones, two from the small breakpoint. Children are <li>s. */
export function SavedGrid({ children, label, busy }: { children: ReactNode; label: string; busy?: boolean }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={busy || undefined}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}
