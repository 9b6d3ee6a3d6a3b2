import { ProposalMessages, translateMessage, type Locale, type ProposalSend, type ProposalSendResult } from '@app/contracts';
import { HttpError, unprocessable, type ServiceDeps } from '@app/service-kit';
import { offerRequest } from './offer-request';
import { readPersons } from '../store/masterdata-reads';
import { markProposalSent, proposalForSend } from '../store/proposal-reads';
import { findRequestsByNumber, type Caller } from '../store/request-rows';

/** The cells of one request and person: one offer covers them. */
interface OfferGroup {
  request: number;
  person: number;
  dayparts: { date: string; daypart: 1 | 2 }[];
}

function groupCells(cells: ProposalSend['cells']): OfferGroup[] {
  const groups = new Map<string, OfferGroup>();
  for (const c of cells) {
    const key = `${c.request}:${c.person}`;
    const group = groups.get(key) ?? { request: c.request, person: c.person, dayparts: [] };
    if (!group.dayparts.some((d) => d.date === c.date && d.daypart === c.daypart))
      group.dayparts.push({ date: c.date, daypart: c.daypart });
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** What a refused offer says: its first field message, else its message, in the caller's language. */
function reasonOf(error: HttpError, locale: Locale | null): string {
  const message = Object.values(error.errors ?? {})[0]?.[0] ?? error.message;
  return locale ? translateMessage(message, locale) : message;
}

/**
 * Sends a proposal's final cells (docs/planning-proposal.md 'Sending'): the proposal must be the
 * pool's, every request within the caller's branches and every person the pool's (else 404 or
 * 422, nothing sent). Then per request and person one offer of the kind covering their cells,
 * each through the single offer's path (`offerRequest`: the request locked, the person's
 * conflicts checked, the mails and events after the commit); an offer refused there (filled
 * meanwhile, locked by another planner, a reservation already open) is reported with its reason
 * and the rest go on.
 */
export async function sendProposal(
  deps: ServiceDeps,
  caller: Caller,
  id: number,
  input: ProposalSend,
  locale: Locale | null,
): Promise<ProposalSendResult> {
  const groups = groupCells(input.cells);
  await deps.db.withPool(caller.poolId, async (tx) => {
    await proposalForSend(tx, caller, id);
    const numbers = [...new Set(groups.map((g) => g.request))];
    const found = await findRequestsByNumber(tx, caller, numbers);
    if (found.length !== numbers.length) throw unprocessable({ cells: [ProposalMessages.cellUnknown] });
    const persons = await readPersons(
      tx,
      caller.poolId,
      groups.map((g) => g.person),
    );
    if (groups.some((g) => !persons.has(g.person))) throw unprocessable({ cells: [ProposalMessages.cellUnknown] });
  });
  const result: ProposalSendResult = { kind: input.kind, sent: [], failed: [] };
  for (const group of groups) {
    try {
      const [made] = await offerRequest(deps, caller, group.request, input.kind, { persons: [group.person], dayparts: group.dayparts });
      result.sent.push({ request: group.request, person: group.person, offer: made!.row.id, dayparts: made!.row.dayparts.length });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.failed.push({
        request: group.request,
        person: group.person,
        dayparts: group.dayparts.length,
        reason: reasonOf(error, locale),
      });
    }
  }
  await deps.db.withPool(caller.poolId, (tx) => markProposalSent(tx, caller, id));
  return result;
}
