import { z } from 'zod';
import { BranchTypeParentMessages } from '@app/contracts';
import { MAX_TREE_DEPTH } from '../branches/branch-tree';
import { flag, optionalColor, optionalId, requiredText, wholeNumber, type FieldErrors } from '../validation/field-schemas';

/** A branch type (MD-BTYPE-01): its level places it in the tree, board 1 > school 2 > location 3. */
export const branchTypeInputSchema = z.object({
  name: requiredText('Name', 50),
  label: requiredText('Label', 100),
  level: wholeNumber('Level', 1, MAX_TREE_DEPTH),
  color: optionalColor('Color'),
  parent_id: optionalId('Parent type'),
  top_level: flag('Top level').optional(),
  has_requests: flag('Has requests').optional(),
  single_per_parent: flag('Single per parent').optional(),
  has_contracts: flag('Has contracts').optional(),
  has_sub_contracts: flag('Has sub contracts').optional(),
  has_schedule: flag('Has schedule').optional(),
  has_certificate_of_conduct: flag('Has certificate of conduct').optional(),
  number_of_branches_summary: flag('Number of branches summary').optional(),
});

/** The type flags of MD-BTYPE-01 as the API names them, in the order the form shows them. */
export const BRANCH_TYPE_FLAGS = [
  'has_requests',
  'has_contracts',
  'has_sub_contracts',
  'has_schedule',
  'has_certificate_of_conduct',
  'number_of_branches_summary',
  'single_per_parent',
] as const;

/** A new type of level 1 is the top level unless it says otherwise. */
export function withBranchTypeDefaults(record: Record<string, unknown>): Record<string, unknown> {
  return record.top_level === undefined ? { ...record, top_level: record.level === 1 } : record;
}

/** The top of the tree is level 1 and only level 1: the placement rules rely on both agreeing. */
export function branchTypeRules(record: Record<string, unknown>): FieldErrors {
  if ((record.top_level === true) !== (record.level === 1)) return { top_level: ['Only a type of level 1 is the top level.'] };
  return {};
}

/**
 * MD-BTYPE-01: a type's parent is a live type of the pool exactly one level up; the top level has
 * none. `parent` is the stored parent type (null: not found in the pool, or archived) with the ids of
 * its own chain of parents: the type itself among them would close a cycle (levels alone do not stop
 * one, as a type's level can change after a type below it chose it).
 */
export function branchTypeParentRules(
  record: Record<string, unknown>,
  parent: { level: number; chain: readonly number[] } | null,
): FieldErrors {
  if (record.parent_id === null || record.parent_id === undefined) return {};
  if (record.top_level === true) return { parent_id: [BranchTypeParentMessages.topLevel] };
  if (record.parent_id === record.id || (parent && parent.chain.includes(record.id as number)))
    return { parent_id: [BranchTypeParentMessages.cycle] };
  if (!parent) return { parent_id: ['The selected Parent type is invalid.'] };
  const level = Number(record.level);
  if (parent.level !== level - 1) return { parent_id: [BranchTypeParentMessages.level.replace('{level}', String(level - 1))] };
  return {};
}

export const BRANCH_TYPE_IN_USE = 'A branch type in use cannot be archived.';
