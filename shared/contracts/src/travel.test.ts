import { hourlyRateInputSchema, travelAllowance, travelDistanceInputSchema, travelExpenseEntryInputSchema } from './travel';

describe('travelAllowance until 2023-12-31: the table amount divided by 4.35', () => {
  it('divides the table amount by 4.35 and rounds to the cent, whatever the distance', () => {
    expect(travelAllowance('2023-12-31', 25, 87)).toBe(20);
    expect(travelAllowance('2023-06-01', 3, 100)).toBe(22.99);
    expect(travelAllowance('2020-01-01', 0, 43.5)).toBe(10);
  });

  it('is unknown without a table amount, and nothing for an amount of 0', () => {
    expect(travelAllowance('2023-12-31', 25, null)).toBeNull();
    expect(travelAllowance('2023-12-31', 25, 0)).toBe(0);
  });
});

describe('travelAllowance from 2024-01-01: 0.17 euro a km, the first 7 km of each single trip unpaid', () => {
  it('pays the km above 7 of the trip there and the trip back', () => {
    expect(travelAllowance('2024-01-01', 17, null)).toBe(3.4);
    expect(travelAllowance('2026-11-26', 32.5, 99)).toBe(8.67);
    expect(travelAllowance('2024-01-01', 7.1, null)).toBe(0.03);
  });

  it('pays nothing for a single trip of 7 km or less', () => {
    for (const km of [0, 1, 6.9, 7]) expect(travelAllowance('2024-01-01', km, null)).toBe(0);
  });

  it('ignores the table amount', () => {
    expect(travelAllowance('2024-01-01', 17, 1000)).toBe(3.4);
  });
});

describe('travelAllowance refuses impossible input', () => {
  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('a distance of %p', (km) => {
    expect(() => travelAllowance('2024-01-01', km, null)).toThrow(RangeError);
  });
  it.each([-0.01, Number.NaN])('a table amount of %p', (amount) => {
    expect(() => travelAllowance('2023-01-01', 10, amount)).toThrow(RangeError);
  });
});

describe('travel input schemas', () => {
  it('takes a distance of 0 to 999.9 km with one decimal, also as text', () => {
    expect(travelDistanceInputSchema.parse({ km: '12.5' })).toEqual({ km: 12.5 });
    expect(travelDistanceInputSchema.safeParse({ km: 1000 }).error?.issues[0]?.message).toBe('The Distance must be between 0 and 999.9.');
    expect(travelDistanceInputSchema.safeParse({ km: 1.25 }).error?.issues[0]?.message).toBe('The Distance may have at most one decimal.');
    expect(travelDistanceInputSchema.safeParse({ km: '' }).error?.issues[0]?.message).toBe('The Distance field is required.');
    expect(travelDistanceInputSchema.safeParse({ km: 'far' }).error?.issues[0]?.message).toBe('The Distance must be a number.');
    expect(travelDistanceInputSchema.safeParse({ km: 3, extra: 1 }).success).toBe(false);
  });

  it('takes a travel expense table row and an hourly rate with their dates', () => {
    const row = travelExpenseEntryInputSchema.parse({ km_min: 0, km_max: '10', amount: '12.34', start_date: '2023-01-01', end_date: '' });
    expect(row).toEqual({ km_min: 0, km_max: 10, amount: 12.34, start_date: '2023-01-01', end_date: null });
    expect(travelExpenseEntryInputSchema.safeParse({ ...row, amount: 1.234 }).error?.issues[0]?.message).toBe(
      'The Allowance amount may have at most two decimals.',
    );
    expect(hourlyRateInputSchema.parse({ amount: 45, start_date: '2026-01-01' })).toEqual({ amount: 45, start_date: '2026-01-01' });
    expect(hourlyRateInputSchema.safeParse({ amount: 45, start_date: '2026-02-30' }).error?.issues[0]?.message).toBe(
      'The Start date is not a valid date.',
    );
  });
});
