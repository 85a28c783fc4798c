import type { Insight } from '@lumen/contracts';
import TravelExplore from '@mui/icons-material/TravelExplore';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { OnPersisted } from '../../insights';
import { useOpenDeepDive } from '../hooks/useOpenDeepDive';

export function DeepDiveButton({ insight, onPersisted }: { insight: Insight; onPersisted?: OnPersisted }) {
  const open = useOpenDeepDive(insight, onPersisted);
  const loading = open.isPending;

  return (
    <Button
      size="small"
      variant="outlined"
      aria-busy={loading || undefined}
      disabled={loading}
      onClick={() => open.mutate()}
      startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : <TravelExplore aria-hidden />}
      sx={{ flexShrink: 0, borderRadius: 999, px: 1.5, minHeight: 36, whiteSpace: 'nowrap' }}
    >
      Deep Dive
    </Button>
  );
}
