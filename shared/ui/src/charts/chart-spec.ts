import type { BubblePoint } from '@app/contracts';

/**
 * A chart as the screens describe it: labels on the x axis (a pie's slices; a bubble chart's y values
 * by index) and series over them, texts already translated; a bubble chart's points.
 */
export interface ChartSpec {
  kind: 'bar' | 'line' | 'pie' | 'bubble';
  labels: string[];
  points?: BubblePoint[];
  series: { key: string; label: string; data: number[] }[];
  /** how a value reads in the tooltip (Dutch decimal comma, a percent sign) */
  valueFormatter?: (value: number) => string;
}
