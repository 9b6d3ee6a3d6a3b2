import { offeredDayparts, WEEKDAYS_ONLY } from './offered-dayparts';

const MORNINGS_AND_WEDNESDAY_AFTERNOON = [...[1, 2, 3, 4, 5].map((week_day) => ({ week_day, daypart: 1 })), { week_day: 3, daypart: 2 }];

describe('the dayparts a day offers, on the screens and in the staffing service (CAL-MARK-09, CONST-05)', () => {
  it.each([
    ['no schedule, a weekday', null, 2, WEEKDAYS_ONLY, [1, 2]],
    ['a schedule without segments, a weekday', [], 3, WEEKDAYS_ONLY, [1, 2]],
    ['no schedule, Saturday, not a working day', null, 6, WEEKDAYS_ONLY, []],
    ['no schedule, Sunday, not a working day', [], 7, { saturday: true, sunday: false }, []],
    ['no schedule, Saturday as a working day', null, 6, { saturday: true, sunday: false }, [1, 2]],
    ['no schedule, Sunday as a working day', [], 7, { saturday: false, sunday: true }, [1, 2]],
    ['mornings only, on a Monday', MORNINGS_AND_WEDNESDAY_AFTERNOON, 1, WEEKDAYS_ONLY, [1]],
    ['mornings and a Wednesday afternoon, on Wednesday', MORNINGS_AND_WEDNESDAY_AFTERNOON, 3, WEEKDAYS_ONLY, [1, 2]],
    ['a weekday schedule, on Saturday as a working day', MORNINGS_AND_WEDNESDAY_AFTERNOON, 6, { saturday: true, sunday: true }, []],
    ['a Saturday morning segment, whatever the setting', [{ week_day: 6, daypart: 1 }], 6, WEEKDAYS_ONLY, [1]],
  ] as const)('%s offers %j', (_case, schedule, weekday, weekend, expected) => {
    expect(offeredDayparts(weekday, schedule, weekend)).toEqual(expected);
  });
});
