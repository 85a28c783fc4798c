import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type AdminAction, useAdminAction } from '../hooks/useAdminAction';

interface AdminActionCardProps extends AdminAction {
  title: string;
  description: ReactNode;
  button: string;
  busyButton: string;
  icon: ReactNode;
  color?: 'primary' | 'error';
}

export function AdminActionCard({
  title,
  description,
  button,
  busyButton,
  icon,
  color = 'primary',
  ...action
}: AdminActionCardProps) {
  const { run, pending, outcome } = useAdminAction(action);
  return (
    <Card component="section" aria-label={title} sx={{ p: 2.5, borderRadius: '18px' }}>
      <Stack spacing={1.5}>
        <Typography variant="h2">{title}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{description}</Typography>
        <Button variant="contained" color={color} size="large" startIcon={icon} onClick={run} disabled={pending}>
          {pending ? busyButton : button}
        </Button>
        {outcome && (
          <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
