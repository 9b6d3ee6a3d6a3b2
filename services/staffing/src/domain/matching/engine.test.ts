import { MATCHING_CHECKS, MatchingMessages as M, type MatchReason } from '@app/contracts';
import { slotKey } from './availability-rule';
import { matchCandidates, MatchingAborted } from './engine';
import { partKey, type CandidateFacts, type MatchOptions, type MatchRequestFacts, type PersonContract } from './match-facts';

// a request at school 20 (under board 10) for Mon 2027-06-07 morning and afternoon and Tue morning
const BOARD = 10;
const SCHOOL = 20;
const request = (over: Partial<MatchRequestFacts> = {}): MatchRequestFacts => ({
  branchId: SCHOOL,
  branchLine: [SCHOOL, BOARD],
  boardId: BOARD,
  absenteePersonId: 900,
  preferredPersonId: null,
  requiredLabels: [{ id: 1, name: 'Gym' }],
  preferredLabels: [],
  policyType: 'regular',
  dayparts: [
    { id: 101, date: '2027-06-07', daypart: 1 },
    { id: 102, date: '2027-06-07', daypart: 2 },
    { id: 103, date: '2027-06-08', daypart: 1 },
  ],
  ...over,
});

const person = (over: Partial<CandidateFacts> = {}): CandidateFacts => ({
  id: 1,
  fullName: 'Anna',
  substitute: true,
  planningBlockade: false,
  busy: new Map(),
  marks: new Map(),
  defaultWeek: undefined,
  onThisRequest: new Map(),
  blockades: [],
  labels: new Set([1]),
  coc: { issueDate: '2027-01-01', markedValid: false },
  contracts: [],
  distanceKm: null,
  workedAtBranch: false,
  workedForAbsentee: false,
  weekHours: null,
  plannedHoursThisWeek: 0,
  plannedDaypartsLast4Weeks: 0,
  ...over,
});

const options = (over: Partial<MatchOptions> = {}): MatchOptions => ({
  ignoreRequiredLabels: false,
  ignoreChain: false,
  checks: new Set(MATCHING_CHECKS),
  filters: {},
  withExcluded: true,
  ...over,
});

const contract = (startDate: string, endDate: string, over: Partial<PersonContract> = {}): PersonContract => ({
  boardId: BOARD,
  parentId: null,
  startDate,
  endDate,
  hours: 20,
  secondment: false,
  policyType: 'regular',
  ...over,
});

/** The reasons a single person is excluded with (none: a candidate). */
const reasonsOf = (p: CandidateFacts, o = options(), r = request()): Omit<MatchReason, 'rule'>[] => {
  const result = matchCandidates(r, [p], o);
  return result.excluded.flatMap((e) => e.reasons.map(({ message, detail }) => (detail ? { message, detail } : { message })));
};

const busyOn = (state: 'planned' | 'reserved' | 'vacation', ...keys: [string, number][]) =>
  new Map(keys.map(([d, p]) => [partKey(d, p), state]));
const allDayparts: [string, number][] = [
  ['2027-06-07', 1],
  ['2027-06-07', 2],
  ['2027-06-08', 1],
];
const marked = (state: 'absent' | 'unavailable') => new Map(allDayparts.map(([d, p]) => [partKey(d, p), state]));
const mondayTuesdayOff = new Map([
  [slotKey(1, 1), 'unavailable' as const],
  [slotKey(1, 2), 'unavailable' as const],
  [slotKey(2, 1), 'unavailable' as const],
]);

describe('matching hard rules (DOMAIN Matching 1-7), each with its message', () => {
  it.each<[string, Partial<CandidateFacts>, Omit<MatchReason, 'rule'>[]]>([
    ['a person who passes every rule is a candidate', {}, []],
    ['1: no substitute profile (or archived)', { substitute: false }, [{ message: M.notSubstitute }]],
    ['2: planned elsewhere on every daypart', { busy: busyOn('planned', ...allDayparts) }, [{ message: M.notFree }]],
    ['2: reserved on another request on every daypart', { busy: busyOn('reserved', ...allDayparts) }, [{ message: M.notFree }]],
    ['2: on an unplannable vacation', { busy: busyOn('vacation', ...allDayparts) }, [{ message: M.notFree }]],
    ['2: marked absent', { marks: marked('absent') }, [{ message: M.notFree }]],
    ['2: marked unavailable', { marks: marked('unavailable') }, [{ message: M.notFree }]],
    [
      '2: unavailable by the default week on Mondays and Tuesdays',
      { marks: new Map(), defaultWeek: mondayTuesdayOff },
      [{ message: M.notFree }],
    ],
    ['2: free on one of three dayparts is a candidate', { busy: busyOn('planned', ['2027-06-07', 1], ['2027-06-07', 2]) }, []],
    [
      '3: a blockade of an ancestor in the period',
      { blockades: [{ branchId: BOARD, branchName: 'Stichting', start: '2027-06-01', end: '2027-06-07' }] },
      [{ message: M.blocked, detail: 'Stichting' }],
    ],
    [
      '3: a blockade of the branch itself, listed once per branch',
      {
        blockades: [
          { branchId: SCHOOL, branchName: 'Het Kompas', start: '2027-06-08', end: '2027-06-30' },
          { branchId: SCHOOL, branchName: 'Het Kompas', start: '2027-01-01', end: '2027-12-31' },
        ],
      },
      [{ message: M.blocked, detail: 'Het Kompas' }],
    ],
    [
      '3: a blockade of another branch does not count',
      { blockades: [{ branchId: 99, branchName: 'X', start: '2027-01-01', end: '2027-12-31' }] },
      [],
    ],
    [
      '3: a blockade outside the period does not count',
      { blockades: [{ branchId: SCHOOL, branchName: 'X', start: '2027-06-09', end: '2027-12-31' }] },
      [],
    ],
    ["3: master data's planning blockade blocks everywhere", { planningBlockade: true }, [{ message: M.blocked, detail: 'all branches' }]],
    ['4: lacks a required label', { labels: new Set([2]) }, [{ message: M.lacksLabel, detail: 'Gym' }]],
    ['5: no certificate of conduct', { coc: null }, [{ message: M.noCoc }]],
    [
      '5: issued more than 6 months before the first engagement',
      { coc: { issueDate: '2026-12-06', markedValid: false } },
      [{ message: M.noValidCoc }],
    ],
    ['5: issued exactly 6 months before counts', { coc: { issueDate: '2026-12-07', markedValid: false } }, []],
    [
      '5: without a contract at the board, this request is the first engagement',
      { coc: { issueDate: '2025-10-01', markedValid: false }, contracts: [contract('2026-03-01', '2026-04-01', { boardId: 11 })] },
      [{ message: M.noValidCoc }],
    ],
    ['5: an old one still marked valid counts', { coc: { issueDate: '2020-01-01', markedValid: true } }, []],
    [
      '5: the first engagement is the earliest contract at the board',
      { coc: { issueDate: '2025-10-01', markedValid: false }, contracts: [contract('2026-03-01', '2026-04-01')] },
      [],
    ],
    [
      '6: a fourth regular contract in the chain',
      { contracts: [contract('2025-01-01', '2025-06-30'), contract('2025-09-01', '2025-12-31'), contract('2026-03-01', '2026-12-31')] },
      [{ message: M.chainFull }],
    ],
    [
      '6: a chain broken by more than 6 months starts again',
      { contracts: [contract('2024-01-01', '2024-06-30'), contract('2024-08-01', '2024-10-31'), contract('2027-01-01', '2027-03-31')] },
      [],
    ],
    [
      '6: contracts at another board do not count',
      { contracts: [1, 2, 3].map((m) => contract(`2026-0${m}-01`, `2026-0${m}-20`, { boardId: 11 })) },
      [],
    ],
    [
      '6: a contract at the board covering the period needs no new one',
      { contracts: [contract('2025-01-01', '2025-06-30'), contract('2025-09-01', '2025-12-31'), contract('2026-03-01', '2027-12-31')] },
      [],
    ],
    [
      '7: six live contracts already',
      { contracts: [1, 2, 3, 4, 5, 6].map((m) => contract(`2027-0${m}-01`, '2027-12-31', { boardId: 30 + m })) },
      [{ message: M.tooManyContracts }],
    ],
    [
      'every failed rule is listed, in the order of the rules',
      { substitute: false, labels: new Set(), coc: null },
      [{ message: M.notSubstitute }, { message: M.lacksLabel, detail: 'Gym' }, { message: M.noCoc }],
    ],
  ])('%s', (_name, facts, expected) => {
    expect(reasonsOf(person(facts))).toEqual(expected);
  });

  it('6: a replacement-only chain may hold 6 contracts, and IGNORING_CHAIN_CALCULATION skips the chain', () => {
    const three = [contract('2025-01-01', '2025-06-30'), contract('2025-09-01', '2025-12-31'), contract('2026-03-01', '2026-12-31')];
    const replacements = three.map((c) => ({ ...c, policyType: 'replacement' as const }));
    expect(reasonsOf(person({ contracts: replacements }), options(), request({ policyType: 'replacement' }))).toEqual([]);
    expect(reasonsOf(person({ contracts: three }), options({ ignoreChain: true }))).toEqual([]);
  });

  it('4: IGNORING_REQUIRED_EMPLOYABILITY skips the required labels', () => {
    expect(reasonsOf(person({ labels: new Set() }), options({ ignoreRequiredLabels: true }))).toEqual([]);
  });

  it('skips the rules whose facts have no source and says so', () => {
    const p = person({ coc: null, blockades: [{ branchId: SCHOOL, branchName: 'X', start: '2027-01-01', end: '2027-12-31' }] });
    const result = matchCandidates(request(), [p], options({ checks: new Set() }));
    expect(result.candidates.map((c) => c.id)).toEqual([1]);
    expect(result.notChecked).toEqual(['blockades', 'coc', 'distance']);
  });
});

describe('matching ranking and filters', () => {
  const names = (persons: CandidateFacts[], o = options(), r = request()) =>
    matchCandidates(r, persons, o).candidates.map((c) => c.full_name);

  it('puts the preferred person first, then by share of dayparts, continuity, distance and fairness', () => {
    const persons = [
      person({ id: 1, fullName: 'Partial', busy: busyOn('planned', ['2027-06-07', 1]) }),
      person({ id: 2, fullName: 'Full' }),
      person({ id: 3, fullName: 'Preferred', busy: busyOn('planned', ['2027-06-07', 1], ['2027-06-07', 2]) }),
      person({ id: 4, fullName: 'Continuity', workedAtBranch: true }),
      person({ id: 5, fullName: 'Near', distanceKm: 3 }),
      person({ id: 6, fullName: 'Busy lately', plannedDaypartsLast4Weeks: 40 }),
    ];
    expect(names(persons, options(), request({ preferredPersonId: 3 }))).toEqual([
      'Preferred',
      'Continuity',
      'Near',
      'Full',
      'Busy lately',
      'Partial',
    ]);
  });

  it('shows every score part with its points and fact', () => {
    const [record] = matchCandidates(
      request({ preferredLabels: [7, 8] }),
      [
        person({
          labels: new Set([1, 7]),
          distanceKm: 6,
          workedAtBranch: true,
          workedForAbsentee: true,
          weekHours: 24,
          plannedHoursThisWeek: 14,
          plannedDaypartsLast4Weeks: 10,
          busy: busyOn('planned', ['2027-06-08', 1]),
        }),
      ],
      options(),
    ).candidates;
    expect(record!.why).toEqual([
      { part: 'share', points: 26.7, facts: [{ kind: 'share', n: 2, of: 3 }] },
      { part: 'continuity', points: 25, facts: [{ kind: 'worked_at_branch' }, { kind: 'replaced_absentee' }] },
      { part: 'labels', points: 5, facts: [{ kind: 'labels', n: 1, of: 2 }] },
      { part: 'distance', points: 12, facts: [{ kind: 'distance', n: 6 }] },
      { part: 'hours', points: 5, facts: [{ kind: 'hours_left', n: 10 }] },
      { part: 'fairness', points: 7.5, facts: [{ kind: 'recent_dayparts', n: 10 }] },
    ]);
    expect(record!.score).toBe(81.2);
    expect(record!.available).toBe(2);
    expect(record!.dates['2027-06-08']).toEqual([
      { id: 103, daypart: 1, active: false, unavailable: false, planned: true, substituted: false, invited: false, reserved: false },
    ]);
  });

  it('breaks ties by name', () => {
    expect(names([person({ id: 2, fullName: 'Bram' }), person({ id: 1, fullName: 'Anna' })])).toEqual(['Anna', 'Bram']);
  });

  it('filters by distance in km (unknown distance falls out), labels and full availability', () => {
    const persons = [
      person({ id: 1, fullName: 'Near', distanceKm: 4, labels: new Set([1, 5]) }),
      person({ id: 2, fullName: 'Far', distanceKm: 40 }),
      person({ id: 3, fullName: 'Unknown' }),
      person({ id: 4, fullName: 'Partial', distanceKm: 1, busy: busyOn('planned', ['2027-06-07', 1]) }),
    ];
    expect(names(persons, options({ filters: { distanceKm: 10 } }))).toEqual(['Near', 'Partial']);
    expect(names(persons, options({ filters: { labels: [5] } }))).toEqual(['Near']);
    expect(names(persons, options({ filters: { availability: 'full' } }))).toEqual(['Near', 'Far', 'Unknown']);
    // without a distance source the filter cannot apply: nobody falls out for it
    expect(names(persons, options({ filters: { distanceKm: 10 }, checks: new Set(['coc', 'blockades'] as const) }))).toHaveLength(4);
  });

  it('answers the best ranked records up to the limit, and counts every candidate', () => {
    const persons = [1, 2, 3].map((id) => person({ id, fullName: `P${id}`, plannedDaypartsLast4Weeks: id }));
    const result = matchCandidates(request(), persons, options(), undefined, 2);
    expect(result.candidates.map((c) => c.full_name)).toEqual(['P1', 'P2']);
    expect(result.total).toBe(3);
  });

  it('lists the excluded only when asked', () => {
    const result = matchCandidates(request(), [person({ substitute: false })], options({ withExcluded: false }));
    expect(result).toMatchObject({ candidates: [], excluded: [] });
  });

  it('stops when the caller aborts', () => {
    const controller = new AbortController();
    controller.abort();
    expect(() => matchCandidates(request(), [person()], options(), controller.signal)).toThrow(MatchingAborted);
  });
});
