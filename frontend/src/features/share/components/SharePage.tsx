import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { insightQueryOptions, InsightNotFound } from '../../insights';
import { useShareMeta } from '../hooks/useShareMeta';
import { SharedInsight } from './SharedInsight';
import { ShareLayout } from './ShareLayout';

export const SHARE_LOADING = 'Loading insight...';

function ShareContent({ id }: { id: string }) {
  const { data: insight, isPending, isError } = useQuery(insightQueryOptions(id));
  useShareMeta(insight);

  // A malformed id (400), an unknown one (404) or any other failure: nothing to show.
  if (isError) return <InsightNotFound />;
  if (isPending)
    return (
      <Typography role="status" sx={{ color: 'text.secondary', textAlign: 'center', py: 6 }}>
        {SHARE_LOADING}
      </Typography>
    );
  return <SharedInsight insight={insight} />;
}

/** SPEC §2 /share/{id}: public, so it works for visitors who never onboarded (no redirect, no account). */
export function SharePage() {
  const { id = '' } = useParams();
  return (
    <ShareLayout>
      <ShareContent id={id} />
    </ShareLayout>
  );
}
