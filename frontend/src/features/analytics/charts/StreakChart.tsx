import { Bar, BarChart, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { activityLabel, shortDate } from '../stats';
import { AXIS_TICK, CHART_COLORS, chartBox } from './chartStyle';

/** Each of the last 30 days: a full bar when active, a short grey one when not. */
export function StreakChart({ data }: { data: readonly { date: string; hasActivity: 0 | 1 }[] }) {
  return (
    <BarChart responsive style={chartBox(160)} data={[...data]} margin={{ top: 8, right: 12, bottom: 0, left: 12 }}>
      <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS_TICK} minTickGap={24} />
      <YAxis hide domain={[0, 1]} />
      <Tooltip labelFormatter={shortDate} formatter={(value) => [activityLabel(value), 'Activity']} />
      <Bar dataKey="hasActivity" name="Activity" minPointSize={4} radius={[4, 4, 0, 0]}>
        {data.map((day) => (
          <Cell key={day.date} fill={day.hasActivity === 1 ? CHART_COLORS.secondary : CHART_COLORS.track} />
        ))}
      </Bar>
    </BarChart>
  );
}
