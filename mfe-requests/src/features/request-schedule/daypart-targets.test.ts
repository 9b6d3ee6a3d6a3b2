import { daypart as part } from '../../testing/fixtures';
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
  actionTargets(action, days, index, schedule).map((t) => `${t.date.slice(8)}/${t.daypart}`);

describe('which selected dayparts an action takes', () => {
  it('adds where the request has no daypart (or a removed one), on the dayparts the schedule offers', () => {
    expect(targets('add')).toEqual(['24/2', '25/1', '25/2']);
    expect(targets('add', [{ week_day: 3, daypart: 2 }])).toEqual(['25/2']);
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
    expect(actionTargets('close', [], index, null)).toEqual([]);
    expect(
      toSelection([
        { date: '2026-11-23', daypart: 1 },
        { date: '2026-11-23', daypart: 2 },
        { date: '2026-11-25', daypart: 2 },
      ]),
    ).toEqual({ '2026-11-23': [1, 2], '2026-11-25': [2] });
  });
});
