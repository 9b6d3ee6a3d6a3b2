/**
 * Week proposal budgets (docs/planning-proposal.md). Measures what a proposal
 * call does once the store has read its facts: the instance (matching's hard rules and score of
 * every person for every request, the free/invited/hours checks per daypart) and the solve (the
 * exact reductions and HiGHS per component, ADR 0215),
 * on facts generated as the store hands them over, as bench/matching.ts does for one request:
 * - 500 open dayparts in one week (100 requests of 5 dayparts, 10 regions of schools), 2,000
 *   substitutes: the time to the proposal (budget median 2 s) and the objective against the bound
 *   (budget at least 99%);
 * - 100 open dayparts (20 requests), 300 substitutes: the proposal's objective against the exact
 *   optimum of the whole program (no reductions), solved by HiGHS without a time limit (budget
 *   within 0.1%).
 * The database reads before the instance (readMatchingFactsOf and the week's offers and plans)
 * are not in these figures. The claim race of open work is bench/claim-race.ts.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import highsLoader from 'highs';
import { addDays, PROPOSAL_WEIGHT_DEFAULTS, type AvailabilityState } from '@app/contracts';
import { HOURS_PER_DAYPART } from '../services/staffing/src/store/matching-facts';
import { PROPOSAL_TIME_LIMIT_S } from '../services/staffing/src/flows/propose-week';
import {
  partKey,
  type CandidateFacts,
  type DaypartBusy,
  type MatchOptions,
  type MatchRequestFacts,
  type OpenDaypart,
} from '../services/staffing/src/domain/matching/match-facts';
import { buildInstance, type ProposalRequest } from '../services/staffing/src/domain/proposal/proposal-instance';
import { buildModel } from '../services/staffing/src/domain/proposal/proposal-model';
import { components, undominatedPairs } from '../services/staffing/src/domain/proposal/proposal-reduce';
import { ProposalUnsolved, solveProposal, type ProposalSolution } from '../services/staffing/src/domain/proposal/proposal-solver';
import { percentile } from './requests-data';
import { seededRandom } from './seeded-random';

const BUDGET_MEDIAN_MS = 2_000;
const BUDGET_BOUND_SHARE = 0.99;
const BUDGET_OPTIMUM_GAP = 0.001;
const RUNS = Number(process.env.PROPOSAL_RUNS ?? 5);
const MONDAY = '2027-06-14';
const REGIONS = 10;
/** a school's substitutes come from its region: the planner's distance filter */
const DISTANCE_KM = 25;

interface Week {
  requests: ProposalRequest[];
  dayparts: number;
}

/**
 * `requestCount` requests of 5 open dayparts each (a day's morning and afternoon, or a run of
 * mornings) at schools in `REGIONS` regions, and `personCount` substitutes living in one region
 * each (near its schools, far from the others), a fifth of them busy on some dayparts, some marked
 * unavailable, some with contracts and their hours, labels, a few blockades and missing certificates.
 */
function generateWeek(requestCount: number, personCount: number, seed: number): Week {
  const rnd = seededRandom(seed);
  const days = [0, 1, 2, 3, 4].map((i) => addDays(MONDAY, i));
  const persons = Array.from({ length: personCount }, (_, i) => {
    const id = i + 1;
    const busy = new Map<string, DaypartBusy>();
    const marks = new Map<string, AvailabilityState>();
    if (rnd() < 0.2) for (const d of days) for (const p of [1, 2]) if (rnd() < 0.3) busy.set(partKey(d, p), 'planned');
    if (rnd() < 0.3) for (const d of days) for (const p of [1, 2]) if (rnd() < 0.2) marks.set(partKey(d, p), 'unavailable');
    const contracted = rnd() < 0.4;
    const person: CandidateFacts = {
      id,
      fullName: `Substitute ${id}`,
      substitute: rnd() > 0.02,
      planningBlockade: rnd() < 0.01,
      busy,
      marks,
      defaultWeek: new Map(),
      onThisRequest: new Map(),
      blockades: [],
      labels: new Set([...(rnd() < 0.9 ? [1] : []), ...(rnd() < 0.5 ? [5] : [])]),
      coc: rnd() < 0.03 ? null : { issueDate: '2027-03-01', markedValid: true },
      contracts: contracted
        ? [{ boardId: 10, parentId: null, startDate: '2026-08-01', endDate: '2027-07-31', hours: 24, secondment: false, policyType: null }]
        : [],
      distanceKm: null,
      workedAtBranch: false,
      workedForAbsentee: false,
      weekHours: contracted ? [16, 24, 32][Math.floor(rnd() * 3)]! : null,
      plannedHoursThisWeek: 0,
      plannedDaypartsLast4Weeks: Math.floor(rnd() * 40),
    };
    return { person, region: i % REGIONS };
  });
  const requests: ProposalRequest[] = [];
  for (let r = 0; r < requestCount; r++) {
    const region = r % REGIONS;
    const dayparts: OpenDaypart[] = [];
    const start = Math.floor(rnd() * 3);
    if (rnd() < 0.5)
      for (let i = 0; i < 5; i++)
        dayparts.push({ id: r * 10 + i, date: days[Math.min(4, start + Math.floor(i / 2))]!, daypart: ((i % 2) + 1) as 1 | 2 });
    else for (let i = 0; i < 5; i++) dayparts.push({ id: r * 10 + i, date: days[i]!, daypart: 1 });
    // a day's morning and afternoon pairs can repeat a date at the end of the week: keep each once
    const unique = dayparts.filter((d, i) => dayparts.findIndex((e) => e.date === d.date && e.daypart === d.daypart) === i);
    const request: MatchRequestFacts = {
      branchId: 100 + r,
      branchLine: [100 + r, 10],
      boardId: 10,
      absenteePersonId: null,
      preferredPersonId: rnd() < 0.1 ? 1 + Math.floor(rnd() * personCount) : null,
      requiredLabels: rnd() < 0.3 ? [{ id: 1, name: 'Kortdurend' }] : [],
      preferredLabels: [5],
      policyType: 'regular',
      dayparts: unique,
    };
    requests.push({
      number: r + 1,
      branch: { id: 100 + r, name: `School ${r + 1}` },
      facts: {
        request,
        persons: persons.map(({ person, region: home }) => ({
          ...person,
          distanceKm: home === region ? Math.round(rnd() * 200) / 10 : 40 + Math.round(rnd() * 400) / 10,
          workedAtBranch: home === region && rnd() < 0.1,
        })),
      },
    });
  }
  return { requests, dayparts: requests.reduce((sum, r) => sum + r.facts.request.dayparts.length, 0) };
}

const OPTIONS: MatchOptions = {
  ignoreRequiredLabels: false,
  ignoreChain: false,
  checks: new Set(),
  filters: { distanceKm: DISTANCE_KM },
  withExcluded: false,
};

function instanceOf(week: Week) {
  return buildInstance({
    requests: week.requests,
    from: MONDAY,
    to: addDays(MONDAY, 6),
    today: addDays(MONDAY, -7),
    options: OPTIONS,
    invitedAt: new Set(),
    plannedInWeek: new Map(),
    maxDaypartsPerWeek: PROPOSAL_WEIGHT_DEFAULTS.proposal_max_dayparts_per_week,
    hoursPerDaypart: HOURS_PER_DAYPART,
  });
}

/** One proposal as the call makes it after its reads; a solve HiGHS ends without a proposal is answered as such. */
async function timeToProposal(week: Week) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const instance = instanceOf(week);
  const built = performance.now();
  let solution: ProposalSolution | null = null;
  let failure = '';
  try {
    solution = await solveProposal(instance, { ...PROPOSAL_WEIGHT_DEFAULTS }, new Set(), PROPOSAL_TIME_LIMIT_S);
  } catch (error) {
    if (!(error instanceof ProposalUnsolved)) throw error;
    failure = error.message;
  }
  const done = performance.now();
  const cpu = process.cpuUsage(cpuStarted);
  return {
    instance,
    solution,
    failure,
    total: done - started,
    build: built - started,
    solve: done - built,
    cpu: (cpu.user + cpu.system) / 1000,
  };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export async function benchProposal() {
  const load = () => `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`;

  // 500 open dayparts, 2,000 substitutes: the time to the proposal and its objective against the bound
  const big = generateWeek(100, 2_000, 26);
  await timeToProposal(generateWeek(4, 50, 1)); // warm-up: HiGHS's WebAssembly compiles once per process
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await timeToProposal(big));
  const time = median(runs.map((r) => r.total));
  const last = runs.at(-1)!;
  const kept = undominatedPairs(last.instance, new Set());
  const size =
    `${big.dayparts} open dayparts x 2000 substitutes (${last.instance.pairs.length} eligible pairs, ` +
    `${kept.length} after dominance in ${components(last.instance, kept).length} components)`;
  const times =
    `median ${time.toFixed(0)} ms (instance ${median(runs.map((r) => r.build)).toFixed(0)} ms, solve ${median(runs.map((r) => r.solve)).toFixed(0)} ms; ` +
    `CPU time ${median(runs.map((r) => r.cpu)).toFixed(0)} ms) ` +
    `(budget median ${BUDGET_MEDIAN_MS} ms: ${time <= BUDGET_MEDIAN_MS && last.solution ? 'OK' : 'OVER BUDGET'})`;
  const share = last.solution ? (last.solution.bound > 0 ? last.solution.objective / last.solution.bound : 1) : 0;
  console.log(
    `proposal: ${size}, ${RUNS} runs: ${times}; ` +
      (last.solution
        ? `${last.solution.chosen.length} assigned, objective ${last.solution.objective} of bound ${last.solution.bound} ` +
          `(${(share * 100).toFixed(2)}%, ${last.solution.optimal ? 'proven optimal' : 'Lagrangian bound'}; ` +
          `budget >= ${BUDGET_BOUND_SHARE * 100}%: ${share >= BUDGET_BOUND_SHARE ? 'OK' : 'UNDER BUDGET'})`
        : `NO PROPOSAL: HiGHS failed ("${last.failure}"; the call then fails)`) +
      `; ${load()}`,
  );

  // 100 open dayparts, 300 substitutes: the proposal against the exact optimum, solved again without a time limit
  const small = generateWeek(20, 300, 27);
  const proposal = await timeToProposal(small);
  const highs = await highsLoader();
  const exactStarted = performance.now();
  const exact = highs.solve(buildModel(proposal.instance, { ...PROPOSAL_WEIGHT_DEFAULTS }, new Set()).lp, {
    mip_rel_gap: 0,
    output_flag: false,
  });
  const exactMs = performance.now() - exactStarted;
  if (exact.Status !== 'Optimal') throw new Error(`the exact solve ended ${exact.Status}`);
  const objective = proposal.solution?.objective ?? 0;
  const gap = exact.ObjectiveValue > 0 ? (exact.ObjectiveValue - objective) / exact.ObjectiveValue : 0;
  console.log(
    `proposal: ${small.dayparts} open dayparts x 300 substitutes (${proposal.instance.pairs.length} eligible pairs): ` +
      `objective ${objective} in ${proposal.total.toFixed(0)} ms (${proposal.solution?.optimal ? 'proven optimal' : `not proven optimal within the ${PROPOSAL_TIME_LIMIT_S} s limit`}), exact HiGHS optimum ${exact.ObjectiveValue.toFixed(2)} (in ${(exactMs / 1000).toFixed(0)} s): ` +
      `${(gap * 100).toFixed(3)}% below (budget within ${BUDGET_OPTIMUM_GAP * 100}%: ${Math.abs(gap) <= BUDGET_OPTIMUM_GAP ? 'OK' : 'OVER BUDGET'})`,
  );
  console.log('proposal: the claim race (50 substitutes claiming one daypart) is measured by bench/claim-race.ts');
  return { time, share, gap };
}

if (require.main === module) {
  benchProposal().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
