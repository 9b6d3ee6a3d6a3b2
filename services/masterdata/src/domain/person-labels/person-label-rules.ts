import { z } from 'zod';
import { addError, idList, requiredId, type FieldErrors } from '../validation/field-schemas';

/** PUT person/{id}/labels: the full set of the person's labels (assigning and removing in one call). */
export const personLabelsInputSchema = z.object({ label_ids: idList('Labels') });

/** POST person/{id}/labels: one label more; DELETE person/{id}/labels/{labelId}: one less. */
export const personLabelInputSchema = z.object({ label_id: requiredId('Label') });
export const personLabelParamsSchema = z.object({ labelId: requiredId('Label') });

export interface LabelChoice {
  id: number;
  name: string;
  groupId: number;
  groupName: string;
  personSelectable: boolean;
  multiselect: boolean;
}

/**
 * The label group flags decide what a person may hold (MD-LABEL-02): only labels of person
 * selectable groups, and one label per group unless the group is multiselect.
 */
export function personLabelErrors(chosen: LabelChoice[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const label of chosen.filter((l) => !l.personSelectable))
    addError(errors, 'label_ids', `The label ${label.name} cannot be given to a person.`);
  const perGroup = new Map<number, LabelChoice[]>();
  for (const label of chosen) perGroup.set(label.groupId, [...(perGroup.get(label.groupId) ?? []), label]);
  for (const labels of perGroup.values()) {
    const group = labels[0]!;
    if (!group.multiselect && labels.length > 1)
      addError(errors, 'label_ids', `Only one label of the group ${group.groupName} can be chosen.`);
  }
  return errors;
}

export const INVALID_LABELS = 'The selected Labels are invalid.';
