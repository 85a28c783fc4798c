import type { Analytics } from '@lumen/contracts';
import AutoStories from '@mui/icons-material/AutoStories';
import Favorite from '@mui/icons-material/Favorite';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import { plural, savedPercentage } from '../stats';
import { StatCard } from './StatCard';

/** SPEC §2: Total Insights, Total Views, Saved Insights, Current Streak, two to a row on a phone. */
export function StatCards({ analytics }: { analytics: Analytics }) {
  const { totalInsights, aiGeneratedCount, manualInsightsCount, totalViews, savedCount } = analytics;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))' }, gap: 1.5 }}>
      <StatCard
        title="Total Insights"
        value={String(totalInsights)}
        detail={`${aiGeneratedCount} AI · ${manualInsightsCount} manual`}
        icon={<AutoStories fontSize="small" />}
      />
      <StatCard
        title="Total Views"
        value={String(totalViews)}
        detail="Insights viewed"
        icon={<Visibility fontSize="small" />}
      />
      <StatCard
        title="Saved Insights"
        value={String(savedCount)}
        detail={`${savedPercentage(savedCount, totalInsights)} of total`}
        icon={<Favorite fontSize="small" />}
      />
      <StatCard
        title="Current Streak"
        value={plural(analytics.currentStreak, 'day', 'days')}
        detail={plural(analytics.totalReviews, 'review', 'reviews')}
        icon={<LocalFireDepartment fontSize="small" />}
      />
    </Box>
  );
}
