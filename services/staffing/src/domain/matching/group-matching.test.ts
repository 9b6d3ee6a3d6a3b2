import { MatchingMessages as M, type MatchExcluded, type MatchRecord } from '@app/contracts';
import type { MatchResult } from './engine';
import { mergeGroupMatches, type MemberMatch } from './group-matching';
import { rankRequestsForPerson, type RequestJudged } from './person-matching';

const record = (id: number, name: string, available: number, why: MatchRecord['why'], dates: MatchRecord['dates']): MatchRecord => ({
  id,
  full_name: name,
  secondment: false,
  weekHours: 12,
  score: why.reduce((sum, w) => sum + w.points, 0),
  why,
  distance_km: 10,
  available,
  dates,
});

const part = (daypart: 1 | 2, id: number) => ({
  id,
  daypart,
  active: true,
  unavailable: false,
  planned: false,
  substituted: false,
  invited: false,
  reserved: false,
});

const result = (candidates: MatchRecord[], excluded: MatchExcluded[] = []): MatchResult => ({
  candidates,
  total: candidates.length,
  excluded,
  notChecked: [],
});

// request 7: three open dayparts; request 8: one open daypart (the group has four)
const ANNA_7 = record(
  1,
  'Anna',
  3,
  [
    { part: 'share', points: 40, facts: [{ kind: 'share', n: 3, of: 3 }] },
    { part: 'distance', points: 10, facts: [{ kind: 'distance', n: 10 }] },
  ],
  { '2027-06-07': [part(1, 71), part(2, 72)], '2027-06-08': [part(1, 73)] },
);
const ANNA_8 = record(
  1,
  'Anna',
  1,
  [
    { part: 'preferred', points: 100, facts: [{ kind: 'preferred' }] },
    { part: 'share', points: 40, facts: [{ kind: 'share', n: 1, of: 1 }] },
    { part: 'distance', points: 5, facts: [{ kind: 'distance', n: 20 }] },
  ],
  { '2027-06-07': [part(1, 81)] },
);
const BERT_7 = record(2, 'Bert', 2, [{ part: 'share', points: 26.7, facts: [{ kind: 'share', n: 2, of: 3 }] }], {
  '2027-06-07': [part(1, 71), part(2, 72)],
});
const lacks = (request?: number) => ({ rule: 'labels' as const, message: M.lacksLabel, detail: 'Gym', ...(request ? { request } : {}) });

const members = (): MemberMatch[] => [
  { number: 7, open: 3, result: result([ANNA_7, BERT_7], [{ id: 3, full_name: 'Cas', reasons: [lacks()] }]) },
  {
    number: 8,
    open: 1,
    result: result(
      [ANNA_8],
      [
        { id: 2, full_name: 'Bert', reasons: [{ rule: 'free', message: M.notFree }] },
        { id: 3, full_name: 'Cas', reasons: [lacks()] },
      ],
    ),
  },
];

describe('request-group matching: the members merged (one engine, DOMAIN Matching)', () => {
  it('weights each member’s score parts by its share of the group’s open dayparts, 0 where the person does not fit', () => {
    const merged = mergeGroupMatches(members(), { full: false, withExcluded: false });
    expect(merged.total).toBe(2);
    const [anna, bert] = merged.candidates;
    expect(anna!.why).toEqual([
      { part: 'preferred', points: 25, facts: [{ kind: 'preferred' }] },
      { part: 'share', points: 40, facts: [{ kind: 'share', n: 4, of: 4 }] },
      {
        part: 'distance',
        points: 8.8,
        facts: [
          { kind: 'distance', n: 10 },
          { kind: 'distance', n: 20 },
        ],
      },
    ]);
    expect(anna).toMatchObject({ score: 73.8, available: 4, distance_km: 10, requests: [7, 8] });
    // Bert fits request 7 only: 2 of its 3 dayparts are 2 of the group's 4
    expect(bert!.why).toEqual([{ part: 'share', points: 20, facts: [{ kind: 'share', n: 2, of: 4 }] }]);
    expect(bert).toMatchObject({ score: 20, available: 2, requests: [7] });
  });

  it('merges the dayparts by date, each naming its request', () => {
    const [anna] = mergeGroupMatches(members(), { full: false, withExcluded: false }).candidates;
    expect(Object.keys(anna!.dates)).toEqual(['2027-06-07', '2027-06-08']);
    expect(anna!.dates['2027-06-07']!.map((d) => [d.daypart, d.request, d.id])).toEqual([
      [1, 7, 71],
      [1, 8, 81],
      [2, 7, 72],
    ]);
  });

  it('excludes only who fits no member, with every member’s reasons naming the request', () => {
    const merged = mergeGroupMatches(members(), { full: false, withExcluded: true });
    expect(merged.excluded).toEqual([{ id: 3, full_name: 'Cas', reasons: [lacks(7), lacks(8)] }]);
    expect(mergeGroupMatches(members(), { full: false, withExcluded: false }).excluded).toEqual([]);
  });

  it('keeps with full availability only who is free on every open daypart of the group, and cuts at the limit', () => {
    expect(mergeGroupMatches(members(), { full: true, withExcluded: false }).candidates.map((r) => r.id)).toEqual([1]);
    const limited = mergeGroupMatches(members(), { full: false, withExcluded: false }, 1);
    expect([limited.candidates.length, limited.total]).toEqual([1, 2]);
  });
});

describe('person matching: the requests ranked for one person', () => {
  const judged = (number: number, first: string, candidates: MatchRecord[], excluded: MatchExcluded[] = []): RequestJudged => ({
    number,
    branch: 'Het Kompas',
    firstDate: first,
    lastDate: first,
    open: 3,
    result: result(candidates, excluded),
  });

  it('ranks the requests the person fits by the person’s score, ties by the first date, and lists the others with the reasons', () => {
    const ranked = rankRequestsForPerson([
      judged(5, '2027-06-09', [BERT_7]),
      judged(6, '2027-06-08', [ANNA_7]),
      judged(4, '2027-06-07', [BERT_7]),
      judged(9, '2027-06-07', [], [{ id: 1, full_name: 'Anna', reasons: [lacks()] }]),
      // a filter left the person out: neither a fit nor excluded
      judged(10, '2027-06-07', []),
    ]);
    expect(ranked.fits.map((f) => [f.request, f.score])).toEqual([
      [6, 50],
      [4, 26.7],
      [5, 26.7],
    ]);
    expect(ranked.fits[0]).toMatchObject({ branch: 'Het Kompas', open_dayparts: 3, available: 3, distance_km: 10 });
    expect(ranked.excluded).toEqual([{ request: 9, branch: 'Het Kompas', reasons: [lacks()] }]);
    expect(ranked.total).toBe(3);
  });
});
