/**
 * What a branch type's flags refuse (MD-BTYPE-01, ADR 0110): each is checked in the write of the
 * data it is about, with the type's label in `{type}`. Switching a flag off leaves what exists.
 */
export const BranchTypeFlagMessages = {
  noContracts: 'Contracts cannot be made at a branch of type {type}.',
  noSubContracts: 'Subcontracts cannot be made at a branch of type {type}.',
  noSchedules: 'Schedules cannot be made for a branch of type {type}.',
  noWeekSchedules: 'Week schedules cannot be made for a branch of type {type}.',
} as const;

/** A branch type's parent type (MD-BTYPE-01): a live type of the pool one level up; the top level has none. */
export const BranchTypeParentMessages = {
  topLevel: 'A top level branch type cannot have a parent type.',
  level: 'The parent type must be of level {level}.',
  cycle: 'A branch type cannot be the parent type of itself or of a type above it.',
} as const;

export const BRANCH_TYPE_FLAG_MESSAGES_NL: Readonly<Record<string, string>> = {
  [BranchTypeFlagMessages.noContracts]: 'Bij een vestiging van het type {type} kunnen geen contracten worden gemaakt.',
  [BranchTypeFlagMessages.noSubContracts]: 'Bij een vestiging van het type {type} kunnen geen subcontracten worden gemaakt.',
  [BranchTypeFlagMessages.noSchedules]: 'Voor een vestiging van het type {type} kunnen geen roosters worden gemaakt.',
  [BranchTypeFlagMessages.noWeekSchedules]: 'Voor een vestiging van het type {type} kunnen geen weekroosters worden gemaakt.',
  [BranchTypeParentMessages.topLevel]: 'Een vestigingstype van het hoogste niveau kan geen bovenliggend type hebben.',
  [BranchTypeParentMessages.level]: 'Het bovenliggende type moet van niveau {level} zijn.',
  [BranchTypeParentMessages.cycle]: 'Een vestigingstype kan niet het bovenliggende type zijn van zichzelf of van een type erboven.',
  'Parent type': 'Bovenliggend type',
};
