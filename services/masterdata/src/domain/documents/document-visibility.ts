import {
  DocumentRights,
  DocumentVisibilityPermission as V,
  hasAnyRight,
  hasRight,
  type DocumentEntityType,
  type TokenPayload,
} from '@app/contracts';

/**
 * Which of an entity's documents a caller sees (docs/masterdata.md 'Who sees which document'):
 * - DOCUMENT_ALL or DOCUMENT_VISIBLE_ALWAYS: every document;
 * - otherwise, with DOCUMENT_VIEW, a document whose flag matches a visibility right the caller
 *   holds: visible for board with FOR_BOARD, for school with FOR_SCHOOL, for substitute with
 *   FOR_SUBSTITUTE, that last one on the caller's own person and on branches only (a substitute
 *   sees their own documents, not a colleague's);
 * - a document restricted to its branch, besides, only within that branch's subtree for a caller
 *   bound to a branch (a caller who views the entire pool is bound to none).
 */
export type DocumentAudience =
  | { everything: true }
  | {
      everything: false;
      /** the flags of which one must be set */
      flags: ('visible_for_board' | 'visible_for_school' | 'visible_for_substitute')[];
      /** restricted documents: visible within this branch's subtree; null: the caller is bound to no branch and sees none */
      branchScope: number | null | 'pool';
    };

export function documentAudience(
  viewer: Pick<TokenPayload, 'is_sysadmin' | 'roles' | 'allow' | 'finished' | 'view_entire_pool' | 'branch_id' | 'person_id'>,
  entity: { type: DocumentEntityType; id: number },
): DocumentAudience {
  if (hasAnyRight(viewer, [...DocumentRights.edit, V.DOCUMENT_VISIBLE_ALWAYS])) return { everything: true };
  const flags: ('visible_for_board' | 'visible_for_school' | 'visible_for_substitute')[] = [];
  if (hasAnyRight(viewer, DocumentRights.view)) {
    if (hasRight(viewer, V.DOCUMENT_VISIBLE_FOR_BOARD)) flags.push('visible_for_board');
    if (hasRight(viewer, V.DOCUMENT_VISIBLE_FOR_SCHOOL)) flags.push('visible_for_school');
    const ownOrBranch = entity.type === 'branch' || entity.id === viewer.person_id;
    if (hasRight(viewer, V.DOCUMENT_VISIBLE_FOR_SUBSTITUTE) && ownOrBranch) flags.push('visible_for_substitute');
  }
  return { everything: false, flags, branchScope: viewer.view_entire_pool || viewer.is_sysadmin ? 'pool' : viewer.branch_id };
}
