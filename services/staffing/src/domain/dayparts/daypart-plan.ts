import {
  displayDate,
  isDaypartActionAllowed,
  STATE_AFTER,
  type AddRuleDaypart,
  type DaypartAction,
  type DaypartRef,
  type DaypartState,
} from '@app/contracts';

/** A daypart the request already has (removed ones too), keyed by `date/daypart`. */
export interface ExistingDaypart {
  id: number;
  state: DaypartState;
  personId: number | null;
}

export const daypartKey = (ref: DaypartRef) => `${ref.date}/${ref.daypart}`;

/** A daypart the request holds: one it has, not removed. */
export const isLive = (state: DaypartState | null): state is DaypartState => state !== null && state !== 'removed';

/** What one action does to the asked dayparts: the changes, and the dayparts it may not touch. */
export interface DaypartActionPlan {
  changes: { ref: DaypartRef; existing: ExistingDaypart | null; from: DaypartState | null; to: DaypartState }[];
  refused: DaypartRef[];
}

/**
 * Plans an action on the asked dayparts by the shared preconditions (`isDaypartActionAllowed`): the
 * action is taken on all of them or, when one refuses it, on none (the caller answers 422 naming
 * the refused ones), so a multi-select never half-applies. Add reads the state of a live daypart's
 * date (`dayStates`, as the Schedule tab does: CAL-MARK-04 adds a planned or closed one again where
 * the date is absent or on vacation but available); on a daypart the request lacks, add's own checks
 * (the schedule, the double absence per daypart) stand for the date's state, with their messages.
 */
export function planDaypartAction(
  action: DaypartAction,
  refs: readonly DaypartRef[],
  existing: ReadonlyMap<string, ExistingDaypart>,
  dayStates: Readonly<Record<string, AddRuleDaypart>> = {},
): DaypartActionPlan {
  const changes: DaypartActionPlan['changes'] = [];
  const refused: DaypartRef[] = [];
  for (const ref of refs) {
    const found = existing.get(daypartKey(ref)) ?? null;
    const from = found?.state ?? null;
    const day = isLive(from) ? dayStates[ref.date] : undefined;
    if (isDaypartActionAllowed(action, from, day)) changes.push({ ref, existing: found, from, to: STATE_AFTER[action] });
    else refused.push(ref);
  }
  return { changes, refused };
}

/** `23-11-2026 (1), 24-11-2026 (2)`: dayparts as a message lists them, dates as users read them. */
export const describeDayparts = (refs: readonly DaypartRef[]) => refs.map((r) => `${displayDate(r.date)} (${r.daypart})`).join(', ');

/** `23-11-2026, 24-11-2026`: the dates of dayparts, each once (the schedule messages name dates). */
export const describeDates = (refs: readonly DaypartRef[]) => [...new Set(refs.map((r) => r.date))].map(displayDate).join(', ');
