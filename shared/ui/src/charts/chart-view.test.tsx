/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import ChartView from './chart-view';

// jsdom lacks structuredClone, which the chart library uses
globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

it('RPT-MENU-12: draws the bubble chart on the chart library, a bubble a point', () => {
  const { container } = render(
    <ChartView
      height={260}
      spec={{
        kind: 'bubble',
        labels: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
        series: [{ key: 'new_requests', label: 'New requests', data: [2, 1] }],
        points: [
          { x: 8, y: 0, size: 2 },
          { x: 23, y: 5, size: 1 },
        ],
      }}
    />,
  );
  expect(container.querySelector('svg')).not.toBeNull();
  // the two bubbles and the legend's mark
  expect(container.querySelectorAll('circle')).toHaveLength(3);
});
