import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { type ReactNode, useId } from 'react';

/** One topic of the guide: a card with an icon and a level-2 heading. */
export function HelpSection({ title, Icon, children }: { title: string; Icon: SvgIconComponent; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: '18px' }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 36,
              height: 36,
              borderRadius: '50%',
              bgcolor: 'rgba(91, 75, 219, 0.1)',
              color: 'primary.main',
              flexShrink: 0,
            }}
          >
            <Icon fontSize="small" />
          </Box>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem' }}>
            {title}
          </Typography>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

/** A list of guide items, each with an optional leading icon. */
export function HelpList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.25} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

export function HelpItem({ Icon, children }: { Icon?: SvgIconComponent; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
      {Icon && <Icon aria-hidden fontSize="small" sx={{ color: 'text.secondary', mt: '2px', flexShrink: 0 }} />}
      <Typography component="span" sx={{ lineHeight: 1.55 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A key as printed on a keyboard. */
export function Key({ children }: { children: ReactNode }) {
  return (
    <Box
      component="kbd"
      sx={{
        display: 'inline-block',
        minWidth: 26,
        px: 0.75,
        py: 0.125,
        mx: 0.25,
        border: 1,
        borderColor: 'divider',
        borderBottomWidth: 2,
        borderRadius: 1,
        bgcolor: 'background.default',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
        fontSize: '0.85rem',
        textAlign: 'center',
      }}
    >
      {children}
    </Box>
  );
}
