import { WEEKDAYS_ONLY, type AddRuleDaypart } from '@app/contracts';
import { daypart as part, NOVEMBER } from '../../testing/fixtures';
import { requestDays } from '../../lib/calendar-days';
import { actionTargets, daypartIndex, toSelection } from './daypart-targets';

// Monday 23 November: morning open, afternoon planned; Tuesday: morning closed, afternoon removed; Wednesday: nothing
const index = daypartIndex([
  part('2026-11-23', 1, 'open'),
  part('2026-11-23', 2, 'planned'),
  part('2026-11-24', 1, 'closed'),
  part('2026-11-24', 2, 'removed'),
]);
const days = ['2026-11-23', '2026-11-24', '2026-11-25'];
const targets = (action: Parameters<typeof actionTargets>[0], schedule = null as Parameters<typeof actionTargets>[3]) =>
  actionTargets(action, days, index, schedule, WEEKDAYS_ONLY).map((t) => `${t.date.slice(8)}/${t.daypart}`);

describe('which selected dayparts an action takes', () => {
  it('adds where the request has no daypart (or a removed one), on the dayparts the schedule offers', () => {
    expect(targets('add')).toEqual(['24/2', '25/1', '25/2']);
    expect(targets('add', [{ week_day: 3, daypart: 2 }])).toEqual(['25/2']);
  });

  it("CAL-MARK-04: adds by the one add rule, on the server's state of the date", () => {
    const add = (state: AddRuleDaypart) =>
      actionTargets('add', days, index, null, WEEKDAYS_ONLY, { '2026-11-25': state }).map((t) => `${t.date.slice(8)}/${t.daypart}`);
    // a plannable vacation leaves an empty daypart addable
    expect(add({ plannable_vacation: true })).toEqual(['24/2', '25/1', '25/2']);
    // a state in which the person is not available anyway: no add
    expect(add({ current_state: 'absented' })).toEqual(['24/2']);
    expect(add({ current_state: 'vacation_but_available' })).toEqual(['24/2', '25/1', '25/2']);
  });

  it("CAL-MARK-04 adds by the server's state of each date: absent or on vacation but available, a plannable vacation on a non-working day", () => {
    const live = [part('2026-11-23', 1, 'open'), part('2026-11-23', 2, 'planned'), part('2026-11-24', 1, 'closed')];
    const context = {
      ...NOVEMBER,
      days: {
        // the absentee reported absent elsewhere: allowed with 'warn', blocked with 'prevent'
        '2026-11-24': { non_working_day: false as const, plannable_vacation: false, current_state: 'absent_but_available' as const },
        '2026-11-25': { non_working_day: false as const, plannable_vacation: false, current_state: 'absented' as const },
        // a vacation allowing no planning: allowed where the schedule keeps it, not where it leaves it out
        '2026-11-26': {
          non_working_day: { type: 'holiday', name: 'Studiedag' },
          plannable_vacation: false,
          current_state: 'vacation_but_available' as const,
        },
        '2026-11-27': {
          non_working_day: { type: 'holiday', name: 'Sinterklaas' },
          plannable_vacation: false,
          current_state: 'vacation' as const,
        },
        // a plannable vacation on a Saturday the schedule offers, though the pool's weekend is no working day
        '2026-11-28': { non_working_day: { type: 'weekend', name: 'saturday' }, plannable_vacation: true, current_state: null },
      },
    };
    const shown = requestDays(live, context);
    expect(shown['2026-11-24']?.dayparts?.[2]).toMatchObject({ current_state: 'absent_but_available' });
    // the request's own live daypart keeps its own flags on the calendar
    expect(shown['2026-11-24']?.dayparts?.[1]).toMatchObject({ closed: true });
    expect(shown['2026-11-24']?.dayparts?.[1]?.current_state).toBeUndefined();
    const add = actionTargets(
      'add',
      ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'],
      daypartIndex(live),
      [1, 2, 3, 4, 5, 6].flatMap((week_day) => [1, 2].map((daypart) => ({ week_day, daypart }))),
      WEEKDAYS_ONLY,
      context.days,
    ).map((t) => `${t.date.slice(8)}/${t.daypart}`);
    // the closed morning of the 24th is added again, as the service takes it
    expect(add).toEqual(['24/1', '24/2', '26/1', '26/2', '28/1', '28/2']);
  });

  it('CAL-MARK-04: adds a live planned or closed daypart again where its date is absent_but_available, and only there', () => {
    const absent = { non_working_day: false as const, plannable_vacation: false, current_state: 'absent_but_available' as const };
    expect(targets('add')).toEqual(['24/2', '25/1', '25/2']);
    const add = actionTargets('add', days, index, null, WEEKDAYS_ONLY, { '2026-11-23': absent, '2026-11-24': absent });
    expect(add.map((t) => `${t.date.slice(8)}/${t.daypart}`)).toEqual(['23/1', '23/2', '24/1', '24/2', '25/1', '25/2']);
  });

  it('adds nothing on a Saturday that is not a working day, both dayparts on one that is', () => {
    const saturday = (weekend: { saturday: boolean; sunday: boolean }) =>
      actionTargets('add', ['2026-11-28'], index, null, weekend).map((t) => t.daypart);
    expect(saturday(WEEKDAYS_ONLY)).toEqual([]);
    expect(saturday({ saturday: true, sunday: false })).toEqual([1, 2]);
  });

  it('closes and plans what still needs a substitute, opens and deletes only closed ones, unplans and clears only planned ones', () => {
    expect(targets('close')).toEqual(['23/1']);
    expect(targets('plan')).toEqual(['23/1']);
    expect(targets('open')).toEqual(['24/1']);
    expect(targets('delete')).toEqual(['24/1']);
    expect(targets('unplan')).toEqual(['23/2']);
    expect(targets('clear_fulfilled')).toEqual(['23/2']);
  });

  it('offers nothing on an empty selection, and sends the dayparts keyed by date', () => {
    expect(actionTargets('close', [], index, null, WEEKDAYS_ONLY)).toEqual([]);
    expect(
      toSelection([
        { date: '2026-11-23', daypart: 1 },
        { date: '2026-11-23', daypart: 2 },
        { date: '2026-11-25', daypart: 2 },
      ]),
    ).toEqual({ '2026-11-23': [1, 2], '2026-11-25': [2] });
  });
});
