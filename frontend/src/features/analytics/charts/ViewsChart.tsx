import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { shortDate } from '../stats';
import { AXIS_TICK, CHART_COLORS, chartBox } from './chartStyle';

/** Views per local day over the last 30 days. */
export function ViewsChart({ data }: { data: readonly { date: string; count: number }[] }) {
  return (
    <LineChart responsive style={chartBox(220)} data={[...data]} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS_TICK} minTickGap={24} />
      <YAxis allowDecimals={false} tick={AXIS_TICK} width={32} />
      <Tooltip labelFormatter={shortDate} />
      <Line
        type="monotone"
        dataKey="count"
        name="Views"
        stroke={CHART_COLORS.primary}
        strokeWidth={2}
        dot={false}
        activeDot={{ r: 4 }}
      />
    </LineChart>
  );
}
