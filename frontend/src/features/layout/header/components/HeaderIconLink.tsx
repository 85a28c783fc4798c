import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { headerButtonSx } from './headerButtonSx';

export function HeaderIconLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={to} aria-label={label} color="inherit" sx={headerButtonSx}>
        {children}
      </IconButton>
    </Tooltip>
  );
}
