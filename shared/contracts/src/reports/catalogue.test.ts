import { ExtraPermission as E } from '../permission-catalogue';
import { DEFAULT_ROLES } from '../default-roles';
import { defaultReportPeriod, REPORT_CATALOGUE, REPORT_KEYS, reportDefinition } from './catalogue';
import { roundReportValue, roundTo } from './report-data';
import { FIRST_OPEN_RANGES, firstOpenBounds, reportQuerySchema } from './report-filter';

describe('report catalogue', () => {
  it('holds every report of spec 001 once, with the rights of RPT-MENU-02', () => {
    expect(REPORT_CATALOGUE.map((r) => r.key).sort()).toEqual([...REPORT_KEYS].sort());
    const rightOf = Object.fromEntries(REPORT_CATALOGUE.map((r) => [r.key, r.permission]));
    expect(rightOf).toMatchObject({
      contracts: E.CONTRACTS_REPORT,
      'work-state': E.WORK_STATE_REPORT,
      persons: E.WORK_STATE_REPORT,
      secondment: E.WORK_STATE_REPORT,
      requests: E.REQUESTS_REPORT,
      'travel-expenses': E.TRAVEL_EXPENSES_REPORT,
      deployment: E.DEPLOYMENT_REPORT,
      'board-chains': E.BOARD_CHAINS_REPORT,
      'schedule-substitutes': E.SCHEDULE_SUBSTITUTES_REPORT,
      'schedule-requests': E.SCHEDULE_REQUESTS_REPORT,
      log: E.LOG_REPORT,
      'pool-tool': E.POOL_TOOL_XML,
    });
    // ID-PERM-12: the secondment report also opens with its own right
    expect(reportDefinition('secondment')!.rights).toEqual([E.WORK_STATE_REPORT, E.SECONDMENT_REPORT]);
    expect(REPORT_CATALOGUE.filter((r) => r.rights.length > 1).map((r) => r.key)).toEqual(['secondment']);
    const routeOf = Object.fromEntries(REPORT_CATALOGUE.map((r) => [r.key, r.route]));
    expect(routeOf).toMatchObject({ 'travel-expenses': 'travel', 'schedule-requests': 'schedule-request' });
  });

  it('badges exactly the reports the board role does not hold', () => {
    const board = DEFAULT_ROLES.find((r) => r.code === 'ROLE_BOARD')!;
    for (const r of REPORT_CATALOGUE) expect([r.key, r.adminOnly]).toEqual([r.key, !board.allow.includes(r.permission)]);
  });

  it('makes board chains need a board, and the schedule reports wait for Apply', () => {
    const chains = REPORT_CATALOGUE.find((r) => r.key === 'board-chains')!;
    expect(chains.requiredFilter).toBe('board');
    expect(chains.filter.required).toBe(true);
    expect(REPORT_CATALOGUE.filter((r) => r.filter.no_submit).map((r) => r.key)).toEqual(['schedule-requests', 'schedule-substitutes']);
  });
});

describe('defaultReportPeriod', () => {
  it('gives the school year, the month, the work-state range and the last four weeks', () => {
    expect(defaultReportPeriod('school_year', '2026-11-18')).toEqual({ from: '2026-08-01', to: '2027-07-31' });
    expect(defaultReportPeriod('school_year', '2027-07-31')).toEqual({ from: '2026-08-01', to: '2027-07-31' });
    expect(defaultReportPeriod('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(defaultReportPeriod('work_state', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2026-02-28' });
    expect(defaultReportPeriod('last_4_weeks', '2026-03-01')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
  });
});

describe('rounding (RPT-MENU-11)', () => {
  it('rounds wtf to 4 decimals, hours to 1, money to 2, half away from zero on the decimal digits', () => {
    expect(roundReportValue('wtf', 0.123456)).toBe(0.1235);
    expect(roundReportValue('hours', 7.25)).toBe(7.3);
    expect(roundReportValue('money', 1.005)).toBe(1.01);
    expect(roundReportValue('money', -2.675)).toBe(-2.68);
    expect(roundReportValue('percent', 66.6666)).toBe(66.7);
    expect(roundReportValue('count', 2.5)).toBe(3);
    expect(roundReportValue('text', 1.23456)).toBe(1.23456);
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
  });
});

describe('report query', () => {
  it('reads filter[...] and sorting[...] as qs nests them, ids as lists', () => {
    const q = reportQuerySchema.parse({
      filter: { period_from: '2026-08-01', period_to: '2026-08-31', branch: ['3', '4'], board: '2', person: '7' },
      sorting: { field: 'name', direction: 'down' },
    });
    expect(q.filter).toEqual({ period_from: '2026-08-01', period_to: '2026-08-31', branch: [3, 4], board: 2, person: [7] });
    expect(q.sorting).toEqual({ field: 'name', direction: 'down' });
    expect(reportQuerySchema.parse({}).filter).toEqual({});
  });

  it('refuses a date that is not real, a reversed period, a bad direction and a non-id', () => {
    expect(reportQuerySchema.safeParse({ filter: { period_from: '2026-02-30' } }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ filter: { period_from: '2026-03-02', period_to: '2026-03-01' } }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ sorting: { field: 'name', direction: 'sideways' } }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ filter: { branch: ['x'] } }).success).toBe(false);
  });
});

describe('RPT-MENU-10: the first-open and request length filters', () => {
  it('counts each first-open range from today, with the request list weeks of 7 and 28 days', () => {
    const today = '2026-11-18';
    expect(FIRST_OPEN_RANGES.map((r) => [r, firstOpenBounds(r, today)])).toEqual([
      ['today', { from: '2026-11-18', to: '2026-11-18' }],
      ['tomorrow', { from: '2026-11-19', to: '2026-11-19' }],
      ['within_1_week', { from: '2026-11-18', to: '2026-11-25' }],
      ['between_1_and_4_weeks', { from: '2026-11-26', to: '2026-12-16' }],
      ['within_4_weeks', { from: '2026-11-18', to: '2026-12-16' }],
      ['after_4_weeks', { from: '2026-12-17', to: null }],
      ['in_the_past', { from: null, to: '2026-11-17' }],
    ]);
  });

  it('offers both on the requests report and refuses another value', () => {
    const requests = REPORT_CATALOGUE.find((r) => r.key === 'requests')!;
    const options = (key: string) => requests.filter.filter_params.find((p) => p.key === key)?.options?.map((o) => o.id);
    expect(options('first_open')).toEqual([...FIRST_OPEN_RANGES]);
    expect(options('length')).toEqual(['short', 'long']);
    expect(reportQuerySchema.safeParse({ filter: { first_open: 'next_year' } }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ filter: { first_open: 'within_1_week', length: 'long' } }).success).toBe(true);
  });
});
