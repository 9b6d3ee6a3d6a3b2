import { z } from 'zod';
import { addError, idList, type FieldErrors } from '../validation/field-schemas';

/** PUT branch/{id}/labels: the branch's whole set of labels at once. */
export const branchLabelsInputSchema = z.object({ label_ids: idList('Labels') });

export interface BranchLabelChoice {
  id: number;
  name: string;
  groupId: number;
  groupName: string;
  branchSelectable: boolean;
  multiselect: boolean;
}

/**
 * The label group flags decide what a branch may hold, as they do for a person (MD-LABEL-02): only
 * labels of branch-selectable groups, one label per group unless the group is multiselect.
 */
export function branchLabelErrors(chosen: BranchLabelChoice[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const label of chosen.filter((l) => !l.branchSelectable))
    addError(errors, 'label_ids', `The label ${label.name} cannot be given to a branch.`);
  const perGroup = new Map<number, BranchLabelChoice[]>();
  for (const label of chosen) perGroup.set(label.groupId, [...(perGroup.get(label.groupId) ?? []), label]);
  for (const labels of perGroup.values())
    if (!labels[0]!.multiselect && labels.length > 1)
      addError(errors, 'label_ids', `Only one label of the group ${labels[0]!.groupName} can be chosen.`);
  return errors;
}
