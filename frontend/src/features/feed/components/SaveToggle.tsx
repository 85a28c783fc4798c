import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';

const SAVED_COLOR = '#be123c';

export function SaveToggle({ saved, busy, onToggle }: { saved: boolean; busy: boolean; onToggle: () => void }) {
  return (
    <Button
      size="small"
      variant={saved ? 'contained' : 'outlined'}
      aria-pressed={saved}
      aria-busy={busy || undefined}
      onClick={onToggle}
      startIcon={saved ? <Favorite aria-hidden /> : <FavoriteBorder aria-hidden />}
      sx={{
        flexShrink: 0,
        borderRadius: 999,
        px: 1.5,
        minHeight: 36,
        color: saved ? 'common.white' : SAVED_COLOR,
        bgcolor: saved ? SAVED_COLOR : 'transparent',
        borderColor: saved ? SAVED_COLOR : 'rgba(190, 18, 60, 0.45)',
        '&:hover': { bgcolor: saved ? '#9f1239' : 'rgba(190, 18, 60, 0.06)', borderColor: SAVED_COLOR },
      }}
    >
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}
