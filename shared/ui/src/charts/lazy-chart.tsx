import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { ChartSpec } from './chart-spec';

const ChartView = lazy(() => import('./chart-view'));

export interface LazyChartProps {
  spec: ChartSpec;
  height?: number;
  testId?: string;
}

/**
 * A bar, line, pie or bubble chart on `@mui/x-charts` (ADR 0081: the charting library loads lazily, so the
 * first paint of a screen does not wait for it); a skeleton of the same height until it is there.
 */
export function LazyChart({ spec, height = 260, testId = 'chart' }: LazyChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={height} data-testid={`${testId}-loading`} />}>
      <div data-testid={testId}>
        <ChartView spec={spec} height={height} />
      </div>
    </Suspense>
  );
}
