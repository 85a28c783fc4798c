import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The card's shape while an insight loads. */
export function InsightCardSkeleton() {
  return (
    <Card data-testid="insight-card-skeleton" aria-hidden sx={{ borderRadius: '24px' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 1.5, py: 1.25 }}>
        <Stack direction="row" spacing={0.75}>
          <Skeleton variant="rounded" width={96} height={28} sx={{ borderRadius: 999 }} />
          <Skeleton variant="rounded" width={72} height={28} sx={{ borderRadius: 999 }} />
        </Stack>
        <Skeleton variant="rounded" width={80} height={36} sx={{ borderRadius: 999 }} />
      </Box>
      <Skeleton variant="rectangular" sx={{ height: 'clamp(120px, 21dvh, 200px)' }} />
      <Stack spacing={1} sx={{ px: 2.25, py: 2 }}>
        <Skeleton variant="text" sx={{ fontSize: '1.3rem' }} width="90%" />
        <Skeleton variant="text" sx={{ fontSize: '1.3rem' }} width="60%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
      </Stack>
    </Card>
  );
}
