/** One point of a chart: a category (a month, a workshop) and its number. */
export interface ChartDatum {
  label: string;
  value: number;
}

/** A named run of points, for charts that compare several (e.g. bookings this year and last). */
export interface ChartSeries {
  /** Shown in the legend, the value display and the data table's column header. */
  name: string;
  data: readonly ChartDatum[];
}

/** Series lined up on shared categories: `values[series][category]`, `null` where a series has no point. */
export interface ChartTable {
  labels: string[];
  names: string[];
  values: Array<Array<number | null>>;
}

/**
 * Lines up one series (`data`) or several on the union of their labels, in order of first appearance, so
 * every series has a value (or a gap) for every category.
 */
export function toChartTable(
  data: readonly ChartDatum[] | undefined,
  series: readonly ChartSeries[] | undefined,
  singleName: string,
): ChartTable {
  const all: readonly ChartSeries[] = series ?? (data ? [{ name: singleName, data }] : []);
  const labels: string[] = [];
  for (const run of all) {
    for (const point of run.data) if (!labels.includes(point.label)) labels.push(point.label);
  }
  return {
    labels,
    names: all.map((run) => run.name),
    values: all.map((run) =>
      labels.map((label) => {
        const value = run.data.find((point) => point.label === label)?.value;
        return value === undefined || !Number.isFinite(value) ? null : value;
      }),
    ),
  };
}
