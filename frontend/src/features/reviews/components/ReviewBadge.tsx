import EventRepeat from '@mui/icons-material/EventRepeat';
import Chip from '@mui/material/Chip';
import { dueReviewsLabel } from '../messages';

/** Shown above a due card: how many saved insights wait for review. */
export function ReviewBadge({ count }: { count: number }) {
  return (
    <Chip
      icon={<EventRepeat aria-hidden />}
      label={dueReviewsLabel(count)}
      size="small"
      sx={{
        alignSelf: 'flex-start',
        bgcolor: 'rgba(91, 75, 219, 0.12)',
        color: 'primary.dark',
        fontWeight: 600,
        '& .MuiChip-icon': { color: 'primary.main' },
      }}
    />
  );
}
