import type { CalendarMode } from './calendar-types';
import { datesFromTo } from './iso-dates';
import { dragPreview, reduceSelection, type SelectionAction, type SelectionRules, type SelectionState } from './selection';

// Monday 3 .. Friday 14 November 2025 shown, weekend hidden; Wednesday 5 is disabled
const DATES = datesFromTo('2025-11-03', '2025-11-14').filter((d) => !['2025-11-08', '2025-11-09'].includes(d));
const DISABLED = new Set(['2025-11-05']);
const rules = (mode: CalendarMode = 'select'): SelectionRules => ({ mode, dates: DATES, isEnabled: (d) => !DISABLED.has(d) });
const state = (selected: string[] = [], drag: SelectionState['drag'] = null): SelectionState => ({ selected: new Set(selected), drag });
const run = (start: SelectionState, actions: SelectionAction[], mode?: CalendarMode) =>
  actions.reduce((s, action) => reduceSelection(s, action, rules(mode)), start);
const sorted = (s: SelectionState) => [...s.selected].sort();

const MON = '2025-11-03';
const TUE = '2025-11-04';
const WED = '2025-11-05';
const THU = '2025-11-06';
const FRI = '2025-11-07';
const WEEK_45 = [MON, TUE, WED, THU, FRI];

describe('the selection semantics (CAL-SEL-01..07)', () => {
  it.each<[string, string[], SelectionAction[], string[]]>([
    ['a click selects a day (CAL-SEL-01)', [], [{ type: 'toggle-day', date: MON }], [MON]],
    ['a second click deselects it', [MON], [{ type: 'toggle-day', date: MON }], []],
    ['a click on a disabled day selects nothing (CAL-SEL-05)', [], [{ type: 'toggle-day', date: WED }], []],
    [
      'a group toggle selects its enabled days, skipping the disabled one (CAL-SEL-02)',
      [],
      [{ type: 'toggle-group', dates: WEEK_45 }],
      [MON, TUE, THU, FRI],
    ],
    ['a group toggle completes a partly selected group', [TUE], [{ type: 'toggle-group', dates: WEEK_45 }], [MON, TUE, THU, FRI]],
    [
      'a group toggle deselects a group whose enabled days were all selected',
      [MON, TUE, THU, FRI, '2025-11-10'],
      [{ type: 'toggle-group', dates: WEEK_45 }],
      ['2025-11-10'],
    ],
    ['a group of only disabled days changes nothing', [MON], [{ type: 'toggle-group', dates: [WED] }], [MON]],
    [
      'a drag selects every enabled day in its range (CAL-SEL-03)',
      [],
      [
        { type: 'drag-start', date: TUE },
        { type: 'drag-over', date: THU },
        { type: 'drag-over', date: '2025-11-11' },
        { type: 'drag-end' },
      ],
      [TUE, THU, FRI, '2025-11-10', '2025-11-11'],
    ],
    [
      'a drag backwards selects the same range',
      [],
      [{ type: 'drag-start', date: FRI }, { type: 'drag-over', date: MON }, { type: 'drag-end' }],
      [MON, TUE, THU, FRI],
    ],
    [
      'a drag over a partly selected range selects the rest',
      [TUE],
      [{ type: 'drag-start', date: MON }, { type: 'drag-over', date: THU }, { type: 'drag-end' }],
      [MON, TUE, THU],
    ],
    [
      'a drag over a range whose enabled days were all selected deselects it (CAL-SEL-03)',
      [MON, TUE, THU, FRI],
      [{ type: 'drag-start', date: TUE }, { type: 'drag-over', date: THU }, { type: 'drag-end' }],
      [MON, FRI],
    ],
    [
      'a drag that is cancelled selects nothing (CAL-SEL-07)',
      [],
      [{ type: 'drag-start', date: MON }, { type: 'drag-over', date: FRI }, { type: 'drag-cancel' }],
      [],
    ],
    [
      'hovering while dragging selects nothing yet (CAL-SEL-04)',
      [],
      [
        { type: 'drag-start', date: MON },
        { type: 'drag-over', date: FRI },
      ],
      [],
    ],
    ['Shift+arrows extend the selection over the enabled days', [MON], [{ type: 'extend', from: TUE, to: THU }], [MON, TUE, THU]],
    ['clear empties the selection (CAL-SEL-07)', [MON, TUE], [{ type: 'clear' }], []],
  ])('%s', (_, before, actions, after) => {
    expect(sorted(run(state(before), actions))).toEqual(after);
  });

  it.each<CalendarMode>(['read-only', 'locked'])(
    'a %s calendar selects nothing, by click, group, drag or keyboard (CAL-SEL-05/06)',
    (mode) => {
      const actions: SelectionAction[] = [
        { type: 'toggle-day', date: MON },
        { type: 'toggle-group', dates: WEEK_45 },
        { type: 'drag-start', date: MON },
        { type: 'drag-over', date: FRI },
        { type: 'drag-end' },
        { type: 'extend', from: MON, to: FRI },
      ];
      const after = run(state([TUE]), actions, mode);
      expect(sorted(after)).toEqual([TUE]);
      expect(after.drag).toBeNull();
      expect(sorted(run(state([TUE]), [{ type: 'clear' }], mode))).toEqual([]);
    },
  );

  it('a drag only previews: the range and whether release would select or deselect (CAL-SEL-04)', () => {
    const dragging = run(state([THU]), [
      { type: 'drag-start', date: FRI },
      { type: 'drag-over', date: TUE },
    ]);
    expect(dragPreview(dragging, rules())).toEqual({ from: TUE, to: FRI, mode: 'select' });
    const allSelected = run(state([TUE, THU, FRI]), [
      { type: 'drag-start', date: TUE },
      { type: 'drag-over', date: FRI },
    ]);
    expect(dragPreview(allSelected, rules())).toEqual({ from: TUE, to: FRI, mode: 'deselect' });
    expect(dragPreview(run(state(), [{ type: 'drag-start', date: WED }]), rules())).toBeNull();
    expect(dragPreview(state(), rules())).toBeNull();
  });

  it('keeps the same state object when nothing changes, so nothing re-renders', () => {
    const before = state([MON]);
    expect(reduceSelection(before, { type: 'toggle-day', date: WED }, rules())).toBe(before);
    expect(reduceSelection(before, { type: 'toggle-group', dates: [WED] }, rules())).toBe(before);
    const dragging = run(before, [{ type: 'drag-start', date: MON }]);
    expect(reduceSelection(dragging, { type: 'drag-over', date: MON }, rules())).toBe(dragging);
    expect(reduceSelection(before, { type: 'extend', from: MON, to: MON }, rules())).toBe(before);
  });
});
