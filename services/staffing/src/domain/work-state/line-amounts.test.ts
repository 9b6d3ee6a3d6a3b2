import { applyOneDayMinimum, dayTravel, daypartHours, daypartWtf } from './line-amounts';

const segment = (start: string, end: string, extra: string, wtf: number) => ({
  start_work_time: start,
  end_work_time: end,
  extra_time: extra,
  wtf,
});

describe('work-state line amounts (hand-computed)', () => {
  it('takes WTF and hours from the daypart segment, else 0.1 and 4 hours', () => {
    expect(daypartWtf(segment('08:30', '12:00', '00:30', 0.1111))).toBe(0.1111);
    expect(daypartHours(segment('08:30', '12:00', '00:30', 0.1111))).toBe(4);
    // 12:45 - 15:15 = 2.5 h, plus 0:15 = 2.75 h
    expect(daypartHours(segment('12:45', '15:15', '00:15', 0.07))).toBe(2.75);
    expect(daypartWtf(null)).toBe(0.1);
    expect(daypartHours(null)).toBe(4);
  });

  it('pays a one-day replacement at least 5 hours and WTF 0.125 for the day, topped up on the first line', () => {
    expect(applyOneDayMinimum([{ hours: 4, wtf: 0.1 }])).toEqual([{ hours: 5, wtf: 0.125 }]);
    expect(
      applyOneDayMinimum([
        { hours: 3.5, wtf: 0.0875 },
        { hours: 1, wtf: 0.025 },
      ]),
    ).toEqual([
      { hours: 4, wtf: 0.1 },
      { hours: 1, wtf: 0.025 },
    ]);
    // a full day is above both minimums: unchanged
    expect(
      applyOneDayMinimum([
        { hours: 4, wtf: 0.1 },
        { hours: 3, wtf: 0.075 },
      ]),
    ).toEqual([
      { hours: 4, wtf: 0.1 },
      { hours: 3, wtf: 0.075 },
    ]);
    // hours above 5 but WTF below 0.125: only the WTF is raised
    expect(applyOneDayMinimum([{ hours: 6, wtf: 0.1 }])).toEqual([{ hours: 6, wtf: 0.125 }]);
    expect(applyOneDayMinimum([])).toEqual([]);
  });

  it('puts the travel of the day on its first line: from 2024 0.17 a km past the first 7 of each trip', () => {
    // 12.5 km each way: 25 km there and back; 2 x (12.5 - 7) x 0.17 = 1.87
    expect(dayTravel('2024-03-04', 12.5, null, true)).toEqual({ distance_total: 25, travel_cost: 1.87 });
    // 5 km each way: nothing paid
    expect(dayTravel('2025-09-01', 5, null, true)).toEqual({ distance_total: 10, travel_cost: 0 });
    // the day's second line at the branch
    expect(dayTravel('2025-09-01', 12.5, null, false)).toEqual({ distance_total: 0, travel_cost: 0 });
    // unknown distance
    expect(dayTravel('2025-09-01', null, null, true)).toEqual({ distance_total: null, travel_cost: null });
  });

  it('before 2024 pays the table amount divided by 4.35, and nothing known without a table amount', () => {
    // 43.50 / 4.35 = 10.00
    expect(dayTravel('2023-06-01', 20, 43.5, true)).toEqual({ distance_total: 40, travel_cost: 10 });
    expect(dayTravel('2023-12-31', 20, null, true)).toEqual({ distance_total: 40, travel_cost: null });
  });
});
