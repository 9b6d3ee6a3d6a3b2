import { effectiveAvailability, slotKey } from './availability-rule';

// 2027-06-07 is a Monday, 2027-06-12 a Saturday
const defaults = new Map([
  [slotKey(1, 2), 'unavailable' as const],
  [slotKey(6, 1), 'available' as const],
]);

describe('effectiveAvailability (the week-schedule defaults rule)', () => {
  it.each([
    ['a mark wins over the default week', '2027-06-07', 2, 'absent', { state: 'absent', source: 'marked' }],
    ['a mark wins over the working week', '2027-06-12', 2, 'available', { state: 'available', source: 'marked' }],
    ['the default week holds without a mark', '2027-06-07', 2, undefined, { state: 'unavailable', source: 'default' }],
    ['a default makes a Saturday available', '2027-06-12', 1, undefined, { state: 'available', source: 'default' }],
    ['a weekday without mark or default is available', '2027-06-07', 1, undefined, { state: 'available', source: 'week' }],
    ['a weekend day without mark or default is unavailable', '2027-06-12', 2, undefined, { state: 'unavailable', source: 'week' }],
    ['Sunday likewise', '2027-06-13', 1, undefined, { state: 'unavailable', source: 'week' }],
  ] as const)('%s', (_name, date, daypart, mark, expected) => {
    expect(effectiveAvailability(date, daypart, mark, defaults)).toEqual(expected);
  });

  it('applies the working week to a person without defaults', () => {
    expect(effectiveAvailability('2027-06-11', 2, undefined, undefined)).toEqual({ state: 'available', source: 'week' });
  });
});
