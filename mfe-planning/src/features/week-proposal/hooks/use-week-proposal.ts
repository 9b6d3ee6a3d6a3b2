import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { OfferKind, Proposal, ProposalAssignment, ProposalCandidate, ProposalCell } from '@app/contracts';
import { cellKey, weekProposalApi } from '../api/week-proposal-api';

const asCell = ({ request, date, daypart, person }: ProposalCell): ProposalCell => ({ request, date, daypart, person });

/**
 * The screen's state: the proposal last solved, the cells the planner swapped, locked or dropped,
 * and the two calls. A swapped cell is locked with its new person. Solving again keeps the locked cells (the server solves around them) and forgets the
 * dropped ones (they may be proposed anew).
 */
export function useWeekProposal() {
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [locked, setLocked] = useState<ReadonlyMap<string, ProposalCell>>(new Map());
  const [dropped, setDropped] = useState<ReadonlySet<string>>(new Set());
  const [swapped, setSwapped] = useState<ReadonlyMap<string, ProposalAssignment>>(new Map());
  const propose = useMutation({
    mutationFn: ({ branches, ...period }: { from: string; to: string; branches: readonly number[] }) =>
      weekProposalApi.propose({ ...period, ...(branches.length ? { branches: [...branches] } : {}), locked: [...locked.values()] }),
    onSuccess: (answer) => {
      setProposal(answer);
      setDropped(new Set());
      setSwapped(new Map());
      send.reset();
    },
  });
  const cells = (proposal?.assignments ?? []).filter((a) => !dropped.has(cellKey(a))).map((a) => swapped.get(cellKey(a)) ?? a);
  const send = useMutation({
    mutationFn: (kind: OfferKind) => weekProposalApi.send(proposal!.id, kind, cells.map(asCell)),
  });
  const toggleLock = (a: ProposalAssignment) =>
    setLocked((current) => {
      const next = new Map(current);
      if (next.has(cellKey(a))) next.delete(cellKey(a));
      else next.set(cellKey(a), asCell(a));
      return next;
    });
  /** Another person on the cell, locked there: solving again keeps the planner's choice. */
  const swap = (a: ProposalAssignment, c: ProposalCandidate) => {
    const next: ProposalAssignment = { ...a, person: c.person, full_name: c.full_name, score: c.score, why: c.why };
    setSwapped((current) => new Map(current).set(cellKey(a), next));
    setLocked((current) => new Map(current).set(cellKey(a), asCell(next)));
  };
  const drop = (a: ProposalAssignment) => {
    setDropped((current) => new Set([...current, cellKey(a)]));
    setLocked((current) => {
      const next = new Map(current);
      next.delete(cellKey(a));
      return next;
    });
  };
  return { proposal, cells, locked: new Set(locked.keys()), propose, send, toggleLock, swap, drop };
}
