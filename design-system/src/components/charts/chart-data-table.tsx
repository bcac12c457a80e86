import type { ChartTable } from './chart-data.ts';

/** A value for display; a dash where a series has no point. */
export function formatCell(value: number | null, formatValue: (value: number) => string): string {
  return value === null ? '–' : formatValue(value);
}

interface ChartDataTableProps {
  table: ChartTable;
  title: string;
  labelHeader: string;
  formatValue: (value: number) => string;
}

/**
 * The chart's numbers as a table only screen readers see: the drawing is a single image to them, and a
 * table lets them move by row and column and hear every value with its label and series.
 */
export function ChartDataTable({ table, title, labelHeader, formatValue }: ChartDataTableProps) {
  return (
    <table className="ex-visually-hidden">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          {table.names.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.labels.map((label, index) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {table.values.map((values, series) => (
              <td key={table.names[series]}>{formatCell(values[index] ?? null, formatValue)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
