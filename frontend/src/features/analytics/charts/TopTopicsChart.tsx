import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { tagStyle } from '../../insights';
import { AXIS_TICK, CHART_COLORS, chartBox } from './chartStyle';

const ROW_PX = 30;
const tagLabel = (tag: unknown) => tagStyle(String(tag)).label;

/** The most viewed topics, one horizontal bar each, most viewed on top. */
export function TopTopicsChart({ data }: { data: readonly { tag: string; count: number }[] }) {
  return (
    <BarChart
      responsive
      layout="vertical"
      style={chartBox(data.length * ROW_PX + 40)}
      data={[...data]}
      margin={{ top: 4, right: 16, bottom: 0, left: 0 }}
    >
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
      <YAxis type="category" dataKey="tag" tickFormatter={tagLabel} tick={AXIS_TICK} width={112} interval={0} />
      <Tooltip labelFormatter={tagLabel} />
      <Bar dataKey="count" name="Views" fill={CHART_COLORS.primary} radius={[0, 4, 4, 0]} barSize={18} />
    </BarChart>
  );
}
