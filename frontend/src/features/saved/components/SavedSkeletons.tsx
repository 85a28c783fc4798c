import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { SavedGrid } from './SavedGrid';

/** SPEC §9: 6 skeleton cards while the saved list loads. */
export const SAVED_SKELETON_COUNT = 6;

export function SavedSkeletons() {
  return (
    <SavedGrid busy label="Loading saved insights">
      {Array.from({ length: SAVED_SKELETON_COUNT }, (_, index) => (
        <Card key={index} component="li" data-testid="saved-skeleton" sx={{ p: 2, borderRadius: '18px' }}>
          <Stack spacing={0.75}>
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="text" width="40%" sx={{ mt: 1 }} />
            <Stack direction="row" sx={{ justifyContent: 'space-between', pt: 1 }}>
              <Skeleton variant="rounded" width={84} height={24} sx={{ borderRadius: 999 }} />
              <Skeleton variant="rounded" width={72} height={30} />
            </Stack>
          </Stack>
        </Card>
      ))}
    </SavedGrid>
  );
}
