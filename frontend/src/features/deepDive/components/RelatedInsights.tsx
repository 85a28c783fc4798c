import { DEEP_DIVE_COUNT } from '@lumen/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { deepDiveQueryOptions } from '../api/deepDiveApi';
import { DEEP_DIVE_MESSAGES } from '../messages';
import { DeepDiveCard } from './DeepDiveCard';

/** SPEC §2: the generated insights, Insight 1..n; starts once, 'Try Again' restarts a failed run. */
export function RelatedInsights({ insightId }: { insightId: string }) {
  const { data, isPending, isError, refetch } = useQuery(deepDiveQueryOptions(insightId));
  const headingId = useId();

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2">
        Related Insights
      </Typography>
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try Again
            </Button>
          }
        >
          {DEEP_DIVE_MESSAGES.pageFailed}
        </Alert>
      ) : isPending ? (
        <Stack spacing={2} role="status" aria-live="polite">
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <CircularProgress size={18} color="inherit" aria-hidden />
            <Typography>{DEEP_DIVE_MESSAGES.generating}</Typography>
          </Stack>
          {Array.from({ length: DEEP_DIVE_COUNT }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={140} sx={{ borderRadius: '20px' }} />
          ))}
        </Stack>
      ) : (
        data.map((insight, index) => (
          <DeepDiveCard key={insight.id} label={`Insight ${index + 1}`} insight={insight} level="h3" />
        ))
      )}
    </Stack>
  );
}
