import type { ServiceDeps, Tx } from '@app/service-kit';
import { CONTRACT_CHAIN_WARNING_TEMPLATE, contractChainWarningMail } from '../domain/mails/contract-chain-warning-mail';
import { engagementChain } from '../domain/matching/hard-rules';
import { readPersons } from '../store/masterdata-reads';
import { readEngagementFacts } from '../store/matching-facts';
import { offerMakerPersons } from '../store/offer-makers';
import { requestDayparts } from '../store/offer-rows';
import { requestHeads } from '../store/request-change-notices';
import type { MessageOrigin } from '../store/request-messages';
import type { RequestRow } from '../store/request-rows';
import { mailPersons } from './person-mails';

/** A person just planned on a request, and the account of the planner who planned them (or made the offer they accepted). */
export interface Planning {
  request: RequestRow;
  personId: number;
  plannerUsername: string;
  /** how many dayparts this planning gave the person */
  plannedNow: number;
}

/**
 * In the planning's transaction: warns the planner when the contract the person's engagement on the
 * request needs would exceed their contract chain at the board, by matching's rule 6 (ADR 0334).
 * Once per person and request: only the planning that first puts the person on the request warns;
 * more dayparts later add none. The planner is the account's person in the pool, as for the offer's
 * maker (ADR 0328); a person who planned themselves, a planner without a person in the pool, the
 * right and the mail settings tell nobody, as for every notification mailing.
 */
export async function warnOfContractChain(tx: Tx, deps: Pick<ServiceDeps, 'config' | 'clock'>, origin: MessageOrigin, planning: Planning) {
  const { request, personId } = planning;
  const mine = (await requestDayparts(tx, origin.poolId, request.id)).filter((d) => d.state === 'planned' && d.personId === personId);
  // the person was on the request before: their first planning there warned, or found the chain in order
  if (!mine.length || mine.length > planning.plannedNow) return;
  const planner = (await offerMakerPersons(tx, origin.poolId, [planning.plannerUsername])).get(planning.plannerUsername);
  if (planner === undefined || planner === personId) return;
  const dates = mine.map((d) => String(d.date)).sort();
  const facts = await readEngagementFacts(tx, request, personId);
  const chain = engagementChain(facts.board, dates[0]!, dates[dates.length - 1]!, facts.contracts);
  if (!chain?.full) return;
  const head = (await requestHeads(tx, origin.poolId, [request.id])).get(request.id);
  if (!head) return;
  const person = (await readPersons(tx, origin.poolId, [personId])).get(personId)?.fullName ?? '';
  await mailPersons(tx, deps, origin, [
    {
      personId: planner,
      template: CONTRACT_CHAIN_WARNING_TEMPLATE,
      compose: (fullName) =>
        contractChainWarningMail({
          fullName,
          person,
          requestNumber: head.number,
          branch: head.branch,
          dayparts: mine.map((d) => ({ date: String(d.date), daypart: d.daypart })),
          chain,
        }),
    },
  ]);
}
