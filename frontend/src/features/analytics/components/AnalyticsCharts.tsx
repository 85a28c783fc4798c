import type { Analytics } from '@lumen/contracts';
import Stack from '@mui/material/Stack';
import { InsightSourcesChart } from '../charts/InsightSourcesChart';
import { StreakChart } from '../charts/StreakChart';
import { TopTopicsChart } from '../charts/TopTopicsChart';
import { ViewsChart } from '../charts/ViewsChart';
import { ANALYTICS_EMPTY, chartData } from '../stats';
import { ChartCard } from './ChartCard';

/** SPEC §2: views per day, streak activity, AI vs manual insights, top 10 topics; each with its empty state. */
export function AnalyticsCharts({ analytics }: { analytics: Analytics }) {
  const data = chartData(analytics);
  return (
    <Stack spacing={1.5}>
      <ChartCard
        title="Views (last 30 days)"
        testId="chart-views"
        hasData={data.viewsByDate !== null}
        empty={ANALYTICS_EMPTY.views}
      >
        {data.viewsByDate && <ViewsChart data={data.viewsByDate} />}
      </ChartCard>
      <ChartCard
        title="Streak activity (last 30 days)"
        testId="chart-streak"
        hasData={data.streakHistory !== null}
        empty={ANALYTICS_EMPTY.streak}
      >
        {data.streakHistory && <StreakChart data={data.streakHistory} />}
      </ChartCard>
      <ChartCard
        title="AI-generated vs manual insights"
        testId="chart-insights"
        hasData={data.insightSources !== null}
        empty={ANALYTICS_EMPTY.insights}
      >
        {data.insightSources && <InsightSourcesChart data={data.insightSources} />}
      </ChartCard>
      <ChartCard
        title="Top 10 topics by views"
        testId="chart-topics"
        hasData={data.viewsByTag !== null}
        empty={ANALYTICS_EMPTY.topics}
      >
        {data.viewsByTag && <TopTopicsChart data={data.viewsByTag} />}
      </ChartCard>
    </Stack>
  );
}
