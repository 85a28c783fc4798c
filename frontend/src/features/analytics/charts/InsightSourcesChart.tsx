import { Cell, Legend, Pie, PieChart, Tooltip } from 'recharts';
import { CHART_COLORS, chartBox } from './chartStyle';

const SLICE_COLORS = [CHART_COLORS.primary, CHART_COLORS.secondary];

/** AI-generated against manual insights; the legend carries the counts. */
export function InsightSourcesChart({ data }: { data: readonly { name: string; value: number }[] }) {
  return (
    <PieChart responsive style={chartBox(240)}>
      <Pie data={[...data]} dataKey="value" nameKey="name" innerRadius="50%" outerRadius="80%" paddingAngle={2}>
        {data.map((slice, index) => (
          <Cell key={slice.name} fill={SLICE_COLORS[index % SLICE_COLORS.length]} />
        ))}
      </Pie>
      <Tooltip />
      <Legend verticalAlign="bottom" formatter={(name, _entry, index) => `${name} (${data[index]?.value ?? 0})`} />
    </PieChart>
  );
}
