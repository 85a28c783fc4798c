import { RetryAlert } from '../../../components/RetryAlert';
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { usePreferences } from '../../preferences';
import { InsightFeed } from './InsightFeed';

export function FeedPage() {
  const { data: preferences, error, isPending, refetch } = usePreferences();

  if (isPending)
    return <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 6 }}>Loading...</Typography>;
  if (error) return <RetryAlert error={error} onRetry={() => void refetch()} />;
  if (!preferences.onboardingCompleted) return <Navigate to="/onboarding" replace />;
  return <InsightFeed />;
}
