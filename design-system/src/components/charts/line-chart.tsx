import { ChartFrame, type ChartLayout, type ChartProps } from './chart-frame.tsx';

export interface LineChartProps extends ChartProps {
  /** Shades the area under a single series' line; on by default (several series never shade). */
  area?: boolean;
}

/** An SVG path through the points, broken where a series has no value. */
function linePath(
  values: ReadonlyArray<number | null>,
  x: (index: number) => number,
  y: (value: number) => number,
) {
  let path = '';
  let pen = false;
  values.forEach((value, index) => {
    if (value === null) {
      pen = false;
      return;
    }
    path += `${pen ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)}`;
    pen = true;
  });
  return path;
}

function drawLines(area: boolean) {
  return function draw({ table, x, y, active, top, plotHeight }: ChartLayout) {
    const single = table.values.length === 1 ? table.values[0] : undefined;
    const shade = area && single?.every((value) => value !== null);
    return (
      <g className="ex-chart__lines">
        {active !== null ? (
          <line className="ex-chart__guide" x1={x(active)} x2={x(active)} y1={top} y2={top + plotHeight} />
        ) : null}
        {table.values.map((values, series) => {
          const path = linePath(values, x, y);
          const last = values.length - 1;
          return (
            <g key={table.names[series]} className="ex-chart__series" data-series={series % 4}>
              {shade ? (
                <path className="ex-chart__area" d={`${path}L${x(last)},${y(0)}L${x(0)},${y(0)}Z`} />
              ) : null}
              <path className="ex-chart__line" d={path} />
              {values.map((value, index) =>
                value === null ? null : (
                  <circle
                    // biome-ignore lint/suspicious/noArrayIndexKey: the index is the category.
                    key={index}
                    className="ex-chart__point"
                    cx={x(index)}
                    cy={y(value)}
                    r={active === index ? 5 : 3}
                    data-active={active === index ? '' : undefined}
                  />
                ),
              )}
            </g>
          );
        })}
      </g>
    );
  };
}

/**
 * A line chart for a trend over time (sign-ups per week, revenue per month), drawn as SVG with no chart
 * library; several series get their own colour and dash pattern. Screen readers get the title, description
 * and a data table.
 */
export function LineChart({ area = true, ...props }: LineChartProps) {
  return <ChartFrame {...props} kind="line" draw={drawLines(area)} />;
}
