/** A chart as the screens describe it: labels on the x axis (a pie's slices) and series over them, texts already translated. */
export interface ChartSpec {
  kind: 'bar' | 'line' | 'pie';
  labels: string[];
  series: { key: string; label: string; data: number[] }[];
  /** how a value reads in the tooltip (Dutch decimal comma, a percent sign) */
  valueFormatter?: (value: number) => string;
}
