import { roundReportValue, type ReportFigure, type ReportRow } from '@app/contracts';

/** What the requests report counts for one group of dayparts (a branch, a board, a month, a reason, or all). */
export interface RequestTally {
  requests: number;
  dayparts: number;
  /** planned: a substitute took it */
  replaced: number;
  /** closed: no longer needs a substitute */
  closed: number;
  wtf: number;
  wtfReplaced: number;
}

export const emptyTally = (): RequestTally => ({ requests: 0, dayparts: 0, replaced: 0, closed: 0, wtf: 0, wtfReplaced: 0 });

/** Adds a group of dayparts in one state into a tally (requests are counted apart: they are distinct per group). */
export function addDayparts(tally: RequestTally, state: string, dayparts: number, wtf: number): RequestTally {
  const planned = state === 'planned';
  return {
    ...tally,
    dayparts: tally.dayparts + dayparts,
    replaced: tally.replaced + (planned ? dayparts : 0),
    closed: tally.closed + (state === 'closed' ? dayparts : 0),
    wtf: tally.wtf + wtf,
    wtfReplaced: tally.wtfReplaced + (planned ? wtf : 0),
  };
}

/** Sums tallies whose requests do not overlap (branches of a board: a request has one branch). */
export const sumTallies = (tallies: RequestTally[]): RequestTally =>
  tallies.reduce(
    (a, b) => ({
      requests: a.requests + b.requests,
      dayparts: a.dayparts + b.dayparts,
      replaced: a.replaced + b.replaced,
      closed: a.closed + b.closed,
      wtf: a.wtf + b.wtf,
      wtfReplaced: a.wtfReplaced + b.wtfReplaced,
    }),
    emptyTally(),
  );

/**
 * The replacement rate in percent (docs/reports.md): the replaced dayparts over the dayparts that
 * still needed a substitute, closed ones left out (a closed daypart needs none); 0 when none did.
 */
export function replacementRate(t: Pick<RequestTally, 'dayparts' | 'replaced' | 'closed'>): number {
  const needed = t.dayparts - t.closed;
  return needed > 0 ? (t.replaced / needed) * 100 : 0;
}

/** A tally as a table row (RPT-REQ-02's names), rounded by RPT-MENU-11. */
export function tallyRow(t: RequestTally): ReportRow {
  return {
    requests_count: t.requests,
    dayparts_count: t.dayparts,
    dayparts_replaced: t.replaced,
    dayparts_closed: t.closed,
    wtf: roundReportValue('wtf', t.wtf),
    wtf_replaced: roundReportValue('wtf', t.wtfReplaced),
    replacement_rate: roundReportValue('percent', replacementRate(t)),
  };
}

/** The key figures of the requests report (RPT-REQ-01/02). */
export function tallyFigures(t: RequestTally): ReportFigure[] {
  const row = tallyRow(t);
  const kinds = {
    requests_count: 'count',
    dayparts_count: 'count',
    dayparts_replaced: 'count',
    dayparts_closed: 'count',
    wtf: 'wtf',
    wtf_replaced: 'wtf',
    replacement_rate: 'percent',
  } as const;
  return Object.entries(kinds).map(([key, kind]) => ({ key, label: `reports.figures.${key}`, kind, value: row[key] as number }));
}
