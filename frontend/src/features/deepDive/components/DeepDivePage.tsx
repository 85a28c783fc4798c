import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { insightQueryOptions, InsightNotFound } from '../../insights';
import { DeepDiveCard } from './DeepDiveCard';
import { RelatedInsights } from './RelatedInsights';

export const DEEP_DIVE_LOADING = 'Loading insight...';

/** SPEC §2 /deep-dive/{id}: the original insight, then its related insights (generated once it loads). */
export function DeepDivePage() {
  const { id = '' } = useParams();
  const original = useQuery(insightQueryOptions(id));

  // A malformed id (400), an unknown one (404) or any other failure: nothing to dive into.
  if (original.isError) return <InsightNotFound />;
  return (
    <Stack spacing={2.5}>
      <Box>
        <Button component={Link} to="/" startIcon={<ArrowBack aria-hidden />} sx={{ ml: -1 }}>
          Back to Feed
        </Button>
      </Box>
      <Typography variant="h1">Deep Dive</Typography>
      {original.isPending ? (
        <Typography role="status" sx={{ color: 'text.secondary', textAlign: 'center', py: 4 }}>
          {DEEP_DIVE_LOADING}
        </Typography>
      ) : (
        <>
          <DeepDiveCard label="Original Insight" insight={original.data} level="h2" highlight />
          <RelatedInsights insightId={original.data.id} />
        </>
      )}
    </Stack>
  );
}
