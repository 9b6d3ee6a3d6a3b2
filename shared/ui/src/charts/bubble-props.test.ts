import { bubbleChartProps } from './bubble-props';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

it('RPT-MENU-12: the bubble chart runs x from -1 to 24 hours and y from -1 to 7 days, each bubble sized by its count', () => {
  const props = bubbleChartProps({
    kind: 'bubble',
    labels: DAYS,
    series: [{ key: 'new_requests', label: 'New requests', data: [1, 3] }],
    points: [
      { x: 8, y: 0, size: 3 },
      { x: 23, y: 5, size: 1 },
    ],
  });
  expect(props.xAxis[0]).toMatchObject({ min: -1, max: 24 });
  expect(props.yAxis[0]).toMatchObject({ min: -1, max: 7 });
  expect(props.yAxis[0]!.valueFormatter(5)).toBe('Sat');
  expect(props.yAxis[0]!.valueFormatter(-1)).toBe('');
  expect(props.zAxis[0]!.sizeMap).toMatchObject({ type: 'continuous', min: 0, max: 3 });
  expect(props.series[0]).toMatchObject({ type: 'scatter', sizeAxisId: 'size', label: 'New requests' });
  expect(props.series[0]!.data).toEqual([
    { id: 0, x: 8, y: 0, sizeValue: 3 },
    { id: 1, x: 23, y: 5, sizeValue: 1 },
  ]);
  expect(props.series[0]!.valueFormatter({ sizeValue: 3 })).toBe('3');
});
