import LocalFireDepartmentRounded from '@mui/icons-material/LocalFireDepartmentRounded';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useStreak } from '../hooks/useStreak';

export const streakLabel = (days: number) => `Current streak: ${days} ${days === 1 ? 'day' : 'days'}`;

export function StreakBadge() {
  const { data } = useStreak();
  const days = data?.currentStreak ?? 0;
  const label = streakLabel(days);

  return (
    <Tooltip title={label}>
      <Box
        role="status"
        aria-label={label}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.25,
          px: 1,
          py: 0.5,
          borderRadius: 999,
          bgcolor: days > 0 ? 'rgba(242, 158, 76, 0.16)' : 'action.hover',
          color: days > 0 ? '#c2410c' : 'text.secondary',
          fontWeight: 700,
          fontSize: '0.9rem',
          opacity: data ? 1 : 0.6,
        }}
      >
        <LocalFireDepartmentRounded fontSize="small" aria-hidden />
        <span aria-hidden>{days}</span>
      </Box>
    </Tooltip>
  );
}
