import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RoleView } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { toast } from '@app/ui/dialog-store';
import { roleQueryKey, saveRolePermissions, type RolePermissionsInput } from './api/role-permissions-api';
import { ancestorsOf, inheritedPermissions } from './inherited-permissions';

const draftOf = (role: RoleView): RolePermissionsInput => ({
  parent_id: role.parent_id,
  allow: [...role.allow],
  deny: [...role.deny],
  view_entire_pool: role.view_entire_pool,
});

const sameDraft = (a: RolePermissionsInput, b: RolePermissionsInput) =>
  a.parent_id === b.parent_id &&
  a.view_entire_pool === b.view_entire_pool &&
  [...a.allow].sort().join() === [...b.allow].sort().join() &&
  [...a.deny].sort().join() === [...b.deny].sort().join();

export interface RoleDraftOptions {
  role: RoleView;
  roles: readonly RoleView[];
  canEdit: boolean;
  /** the popup's unsaved-changes guard */
  unsaved: { setDirty(value: boolean): void };
  /** the saved role, so the popup's other tabs and title show it */
  onRecordSaved(record: RoleView): void;
}

/**
 * A role's permissions being edited: the draft (parent, allow, deny, view entire pool), what it
 * inherits along the chain of the parent chosen in the draft, the parents it may choose, and saving
 * it with `PUT role/{id}`. The popup asks before unsaved changes are left.
 */
export function useRoleDraft({ role, roles, canEdit, unsaved, onRecordSaved }: RoleDraftOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(role));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // the chain follows the parent chosen in the draft, so the inherited rights change with it
  const ancestors = useMemo(() => ancestorsOf({ id: role.id, parent_id: draft.parent_id }, roles), [role.id, draft.parent_id, roles]);
  // a parent may not descend from the role itself (identity: 'A role cannot be its own ancestor.')
  const parents = useMemo(
    () => roles.filter((r) => r.id !== role.id && !ancestorsOf(r, roles).some((a) => a.id === role.id)),
    [role.id, roles],
  );
  const inherited = useMemo(() => inheritedPermissions(ancestors), [ancestors]);
  const dirty = !sameDraft(draft, draftOf(role));
  useEffect(() => {
    unsaved.setDirty(dirty);
  }, [dirty, unsaved]);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const saved = await saveRolePermissions(role.id, draft);
      queryClient.setQueryData(roleQueryKey(role.id), saved);
      unsaved.setDirty(false);
      onRecordSaved(saved);
      toast(t('role_permissions.saved'), { severity: 'success', testId: 'entity-popup-toast' });
    } catch (failure) {
      setError(apiErrorText(failure, t('entity_popup.load_failed')));
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    setDraft,
    parents,
    inherited,
    /** the ancestors whose own setting gives the whole pool */
    poolFrom: ancestors.filter((r) => r.view_entire_pool).map((r) => r.code),
    dirty,
    // a sysadmin role holds every right (hasRight), so its lists would mislead: shown, not edited
    editable: canEdit && !role.is_sysadmin,
    saving,
    error,
    save,
  };
}
