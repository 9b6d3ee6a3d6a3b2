import { LIMIT_SETTING_OF_LEVEL } from '../settings/setting-catalogue';
import { addError, type FieldErrors } from '../validation/field-schemas';

export interface BranchTypeFacts {
  id: number;
  name: string;
  level: number;
  topLevel: boolean;
  singlePerParent: boolean;
}

/** What the store looked up for a branch being placed in the tree. */
export interface PlacementFacts {
  /** null: the branch type is not one of the pool's */
  type: BranchTypeFacts | null;
  /** whether a parent was asked for, and what it is (null: not in the pool) */
  parentRequested: boolean;
  parent: { id: number; level: number; archived: boolean } | null;
  /** another live child of the same parent with the same type exists */
  siblingOfSameType: boolean;
}

/**
 * Where a branch may sit (DOMAIN: tenancy): a top-level type (board) has no parent; any other type
 * hangs under a live branch exactly one level up (school under board, location under school), so
 * the tree can never loop. A type marked single allows one such child per parent
 * ('Per branch only one of type %type can be created').
 */
export function placementErrors(facts: PlacementFacts): FieldErrors {
  const errors: FieldErrors = {};
  const { type, parent } = facts;
  if (!type) return addError(errors, 'branch_type_id', 'The selected Branch type is invalid.');
  if (facts.parentRequested && (!parent || parent.archived)) return addError(errors, 'parent_id', 'The selected Parent branch is invalid.');
  if (type.topLevel) {
    if (parent) addError(errors, 'parent_id', `A branch of type ${type.name} cannot have a parent branch.`);
    return errors;
  }
  if (!parent) return addError(errors, 'parent_id', 'The Parent branch field is required.');
  if (parent.level !== type.level - 1)
    return addError(errors, 'parent_id', `A branch of type ${type.name} must be placed one level below its parent.`);
  if (type.singlePerParent && facts.siblingOfSameType)
    addError(errors, 'branch_type_id', `Per branch only one of type ${type.name} can be created`);
  return errors;
}

/**
 * Pool limits on boards, schools and locations (DOMAIN: 10, 100, 300 by default). `count` is the
 * number of live branches of the level without the one being placed.
 */
export function limitError(level: number, count: number, limit: number): FieldErrors {
  const setting = LIMIT_SETTING_OF_LEVEL[level];
  if (!setting || count < limit) return {};
  return { branch_type_id: [`The limit of the amount of ${setting.noun} is "${limit}"`] };
}

/** A branch with live children cannot be archived: the children would lose their place. */
export const ARCHIVE_WITH_CHILDREN = 'A branch with active child branches cannot be archived.';
