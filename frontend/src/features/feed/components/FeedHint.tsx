import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export const FEED_HINT = 'Swipe or press → for next insight';

/** The hint under the card, between buttons for those who cannot swipe or use keys. */
export function FeedHint({
  canGoBack,
  canGoNext,
  onPrevious,
  onNext,
}: {
  canGoBack: boolean;
  canGoNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'center', gap: 1 }}>
      <IconButton aria-label="Previous insight" size="small" disabled={!canGoBack} onClick={onPrevious}>
        <ChevronLeft />
      </IconButton>
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        {FEED_HINT}
      </Typography>
      <IconButton aria-label="Next insight" size="small" disabled={!canGoNext} onClick={onNext}>
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
