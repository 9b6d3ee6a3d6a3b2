// `@app/ui/charts`: bar, line and pie charts on @mui/x-charts, loaded lazily.
export { LazyChart, type LazyChartProps } from '../charts/lazy-chart';
export type { ChartSpec } from '../charts/chart-spec';
