import { RetryAlert } from '../../../components/RetryAlert';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { savedDetailsQueryOptions } from '../api/savedApi';
import { useRemoveSaved } from '../hooks/useRemoveSaved';
import { SavedEmptyState } from './SavedEmptyState';
import { SavedGrid } from './SavedGrid';
import { SavedInsightCard } from './SavedInsightCard';
import { SavedSkeletons } from './SavedSkeletons';

export const insightCount = (count: number) => `${count} ${count === 1 ? 'insight' : 'insights'}`;

function SavedList() {
  const { data, error, isPending, refetch } = useQuery(savedDetailsQueryOptions);
  const remove = useRemoveSaved();

  if (isPending) return <SavedSkeletons />;
  if (error) return <RetryAlert error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <SavedEmptyState />;
  return (
    <Stack spacing={1.5}>
      <Typography sx={{ color: 'text.secondary' }}>{insightCount(data.length)}</Typography>
      <SavedGrid label="Saved insights">
        {data.map(({ insight }) => (
          <li key={insight.id}>
            <SavedInsightCard
              insight={insight}
              removing={remove.isPending && remove.variables === insight.id}
              onRemove={() => remove.mutate(insight.id)}
            />
          </li>
        ))}
      </SavedGrid>
    </Stack>
  );
}

export function SavedPage() {
  return (
    <Stack spacing={2}>
      <Button component={Link} to="/" startIcon={<ArrowBack />} size="small" sx={{ alignSelf: 'flex-start' }}>
        Back to feed
      </Button>
      <Typography variant="h1">Saved insights</Typography>
      <SavedList />
    </Stack>
  );
}
