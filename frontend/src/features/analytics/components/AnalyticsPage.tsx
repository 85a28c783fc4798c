import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/RetryAlert';
import { analyticsQueryOptions } from '../api/analyticsApi';
import { AnalyticsCharts } from './AnalyticsCharts';
import { AnalyticsSpinner } from './AnalyticsSpinner';
import { StatCards } from './StatCards';

function AnalyticsContent() {
  const { data, error, isPending, refetch } = useQuery(analyticsQueryOptions);
  if (isPending) return <AnalyticsSpinner />;
  if (error) return <RetryAlert error={error} onRetry={() => void refetch()} />;
  return (
    <Stack spacing={2}>
      <StatCards analytics={data} />
      <AnalyticsCharts analytics={data} />
    </Stack>
  );
}

/** SPEC §2 /analytics. Loaded on demand: the charts library stays out of the feed's bundle. */
export function AnalyticsPage() {
  return (
    <Stack spacing={2}>
      <Button component={Link} to="/" startIcon={<ArrowBack />} size="small" sx={{ alignSelf: 'flex-start' }}>
        Back to feed
      </Button>
      <Typography variant="h1">Analytics</Typography>
      <AnalyticsContent />
    </Stack>
  );
}
