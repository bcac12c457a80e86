export type { BarChartProps } from './bar-chart.tsx';
export { BarChart } from './bar-chart.tsx';
export type { ChartDatum, ChartSeries } from './chart-data.ts';
export type { ChartProps } from './chart-frame.tsx';
export type { LineChartProps } from './line-chart.tsx';
export { LineChart } from './line-chart.tsx';
