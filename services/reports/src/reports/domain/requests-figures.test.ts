import { addDayparts, emptyTally, replacementRate, sumTallies, tallyFigures, tallyRow } from './requests-figures';

describe('requests report formulas', () => {
  it('counts replaced and closed dayparts and their WTF by state', () => {
    let t = emptyTally();
    t = addDayparts(t, 'planned', 3, 0.3);
    t = addDayparts(t, 'closed', 1, 0.1);
    t = addDayparts(t, 'open', 2, 0.225);
    expect(t).toEqual({ requests: 0, dayparts: 6, replaced: 3, closed: 1, wtf: 0.625, wtfReplaced: 0.3 });
  });

  it('rates replaced over the dayparts that still needed someone, closed ones left out; 0 when none did', () => {
    expect(replacementRate({ dayparts: 6, replaced: 3, closed: 1 })).toBe(60);
    expect(replacementRate({ dayparts: 2, replaced: 0, closed: 2 })).toBe(0);
    expect(replacementRate({ dayparts: 0, replaced: 0, closed: 0 })).toBe(0);
    expect(replacementRate({ dayparts: 3, replaced: 3, closed: 0 })).toBe(100);
  });

  it('rounds a row by RPT-MENU-11: wtf to 4 decimals, the rate to 1', () => {
    const t = { requests: 2, dayparts: 4, replaced: 2, closed: 1, wtf: 0.1 + 0.2 + 0.12345, wtfReplaced: 0.33333 };
    expect(tallyRow(t)).toEqual({
      requests_count: 2,
      dayparts_count: 4,
      dayparts_replaced: 2,
      dayparts_closed: 1,
      wtf: 0.4235,
      wtf_replaced: 0.3333,
      replacement_rate: 66.7,
    });
    expect(tallyFigures(t).map((f) => [f.key, f.kind])).toEqual([
      ['requests_count', 'count'],
      ['dayparts_count', 'count'],
      ['dayparts_replaced', 'count'],
      ['dayparts_closed', 'count'],
      ['wtf', 'wtf'],
      ['wtf_replaced', 'wtf'],
      ['replacement_rate', 'percent'],
    ]);
  });

  it('sums the tallies of a board (its branches share no request)', () => {
    const a = { requests: 1, dayparts: 4, replaced: 2, closed: 1, wtf: 0.4, wtfReplaced: 0.2 };
    const b = { requests: 1, dayparts: 2, replaced: 1, closed: 0, wtf: 0.2, wtfReplaced: 0.1 };
    const sum = sumTallies([a, b]);
    expect({ ...sum, wtf: Number(sum.wtf.toFixed(4)), wtfReplaced: Number(sum.wtfReplaced.toFixed(4)) }).toEqual({
      requests: 2,
      dayparts: 6,
      replaced: 3,
      closed: 1,
      wtf: 0.6,
      wtfReplaced: 0.3,
    });
  });
});
