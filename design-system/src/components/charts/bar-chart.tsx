import { ChartFrame, type ChartLayout, type ChartProps } from './chart-frame.tsx';

/** Props of `BarChart`: those every chart takes. */
export type BarChartProps = ChartProps;

/** Bars grouped by category, one colour per series, growing from zero. */
function drawBars({ table, band, x, y, active }: ChartLayout) {
  const seriesCount = table.names.length;
  const group = Math.min(band * 0.7, seriesCount * 40);
  const barWidth = group / seriesCount;
  const zero = y(0);
  return (
    <g className="ex-chart__bars">
      {table.values.map((values, series) => (
        <g key={table.names[series]} className="ex-chart__series" data-series={series % 4}>
          {values.map((value, index) => {
            if (value === null) return null;
            const top = Math.min(y(value), zero);
            return (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: categories are unique per series; the index is the category.
                key={index}
                className="ex-chart__bar"
                x={x(index) - group / 2 + barWidth * series}
                y={top}
                width={Math.max(barWidth - (seriesCount > 1 ? 2 : 0), 1)}
                height={Math.max(Math.abs(zero - y(value)), 1)}
                rx={2}
                data-active={active === index ? '' : undefined}
              />
            );
          })}
        </g>
      ))}
    </g>
  );
}

/**
 * A bar chart for comparing amounts across categories (bookings per month, revenue per workshop), drawn as
 * SVG with no chart library. Screen readers get the title, description and a data table.
 */
export function BarChart(props: BarChartProps) {
  return <ChartFrame {...props} kind="bar" draw={drawBars} />;
}
