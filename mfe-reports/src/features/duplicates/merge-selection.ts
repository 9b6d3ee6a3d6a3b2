import { MERGE_AUTOMATIC, MERGE_FLAGS, MERGE_MANDATORY, type DuplicatePerson, type MergeFlag, type MergeSide } from '@app/contracts';

/** What the dialog has ticked for one person. */
export interface MergeSelection {
  flags: Record<MergeFlag, boolean>;
  contracts: number[];
  profiles: number[];
}

const FIXED: readonly string[] = [...MERGE_MANDATORY, ...MERGE_AUTOMATIC];

/** Mandatory and automatic items are always ticked and cannot be unticked (MD-MERGE-07). */
export const isFixedFlag = (flag: MergeFlag) => FIXED.includes(flag);

/**
 * The dialog's start for a person (spec 001 section 4 'Merge'): optional items ticked when the
 * person has them (MD-MERGE-04), mandatory and automatic ones always (MD-MERGE-07), every
 * contract (imported ones cannot be unticked, MD-MERGE-05), no profile (MD-MERGE-06).
 */
export function initialSelection(person: DuplicatePerson): MergeSelection {
  const flags = Object.fromEntries(MERGE_FLAGS.map((f) => [f, isFixedFlag(f) || person.has.includes(f)])) as Record<MergeFlag, boolean>;
  return { flags, contracts: person.contracts.map((c) => c.id), profiles: [] };
}

/** Imported contracts stay selected whatever is clicked (MD-MERGE-05). */
export function toggleContract(person: DuplicatePerson, selection: MergeSelection, id: number): MergeSelection {
  if (person.contracts.find((c) => c.id === id)?.is_imported) return selection;
  const contracts = selection.contracts.includes(id) ? selection.contracts.filter((c) => c !== id) : [...selection.contracts, id];
  return { ...selection, contracts };
}

export function toggleFlag(selection: MergeSelection, flag: MergeFlag): MergeSelection {
  if (isFixedFlag(flag)) return selection;
  return { ...selection, flags: { ...selection.flags, [flag]: !selection.flags[flag] } };
}

export function toggleProfile(selection: MergeSelection, id: number): MergeSelection {
  const profiles = selection.profiles.includes(id) ? selection.profiles.filter((p) => p !== id) : [...selection.profiles, id];
  return { ...selection, profiles };
}

/** One side of the body: only ticked flags and non-empty lists are sent (MD-MERGE-08). */
export function mergeSide(id: number, selection: MergeSelection): MergeSide {
  const side: MergeSide = { id };
  for (const flag of MERGE_FLAGS) if (selection.flags[flag]) side[flag] = true;
  if (selection.contracts.length > 0) side.contracts = [...selection.contracts].sort((a, b) => a - b);
  if (selection.profiles.length > 0) side.profiles = [...selection.profiles].sort((a, b) => a - b);
  return side;
}

/** At most two persons are ticked (MD-MERGE-01): a third box is disabled, unticking frees it. */
export function toggleTicked(ticked: number[], id: number): number[] {
  if (ticked.includes(id)) return ticked.filter((t) => t !== id);
  return ticked.length >= 2 ? ticked : [...ticked, id];
}

/** The notices (MD-MERGE-10): up to 3 conflicts, then how many more there are unless all are shown. */
export function visibleConflicts(conflicts: string[], showAll: boolean): { shown: string[]; more: number } {
  if (showAll || conflicts.length <= 3) return { shown: conflicts, more: 0 };
  return { shown: conflicts.slice(0, 3), more: conflicts.length - 3 };
}
