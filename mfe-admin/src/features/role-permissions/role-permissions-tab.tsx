import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_PERMISSIONS, PERMISSION_CATALOGUE, type RoleView } from '@app/contracts';
import { useSession } from '@app/platform/session';
import { toast } from '@app/ui/dialog-store';
import { roleQueryKey, saveRolePermissions, useRole, useRoles, type RolePermissionsInput } from './api/role-permissions-api';
import { ancestorsOf, inheritedOf, inheritedPermissions, settingOf, withSetting } from './inherited-permissions';
import { groupPermissions, OTHER_AREA, type PermissionGroup } from './permission-groups';
import { PermissionRow } from './permission-row';
import { refusalText } from '../../refusal-text';

export interface RolePermissionsTabProps {
  id: number;
  canEdit: boolean;
  /** the popup's unsaved-changes guard */
  unsaved: { setDirty(value: boolean): void };
  /** the saved role, so the popup's other tabs and title show it */
  onRecordSaved(record: RoleView): void;
}

const GROUPS = groupPermissions(PERMISSION_CATALOGUE);
const draftOf = (role: RoleView): RolePermissionsInput => ({ parent_id: role.parent_id, allow: [...role.allow], deny: [...role.deny], view_entire_pool: role.view_entire_pool });
const sameDraft = (a: RolePermissionsInput, b: RolePermissionsInput) =>
  a.parent_id === b.parent_id && a.view_entire_pool === b.view_entire_pool && [...a.allow].sort().join() === [...b.allow].sort().join() && [...a.deny].sort().join() === [...b.deny].sort().join();

interface EditorProps extends RolePermissionsTabProps {
  role: RoleView;
  roles: readonly RoleView[];
}

function RolePermissionsEditor({ role, roles, canEdit, unsaved, onRecordSaved }: EditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isSysadmin = useSession((s) => s.payload?.is_sysadmin === true);
  const [draft, setDraft] = useState(() => draftOf(role));
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // the chain follows the parent chosen in the draft, so the inherited rights change with it
  const ancestors = useMemo(() => ancestorsOf({ id: role.id, parent_id: draft.parent_id }, roles), [role.id, draft.parent_id, roles]);
  // a parent may not descend from the role itself (identity: 'A role cannot be its own ancestor.')
  const parents = useMemo(() => roles.filter((r) => r.id !== role.id && !ancestorsOf(r, roles).some((a) => a.id === role.id)), [role.id, roles]);
  const inherited = useMemo(() => inheritedPermissions(ancestors), [ancestors]);
  const poolFrom = ancestors.filter((r) => r.view_entire_pool).map((r) => r.code);
  const dirty = !sameDraft(draft, draftOf(role));
  // a sysadmin role holds every right (hasRight), so its lists would mislead: shown, not edited
  const editable = canEdit && !role.is_sysadmin;
  useEffect(() => {
    unsaved.setDirty(dirty);
  }, [dirty, unsaved]);

  const label = (area: string, action: string) => `${t(`role_permissions.areas.${area}`)}: ${t(`role_permissions.actions.${action}`, { defaultValue: action })}`;
  const needle = search.trim().toLowerCase();
  // areas in the reader's alphabet, the other rights last
  const byText = (a: PermissionGroup, b: PermissionGroup) =>
    Number(a.area === OTHER_AREA) - Number(b.area === OTHER_AREA) || t(`role_permissions.areas.${a.area}`).localeCompare(t(`role_permissions.areas.${b.area}`));
  const groups = [...GROUPS].sort(byText).map((g) => ({
    ...g,
    permissions: g.permissions.filter((p) => !needle || p.name.toLowerCase().includes(needle) || label(g.area, p.action).toLowerCase().includes(needle)),
  })).filter((g) => g.permissions.length > 0);

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
      setError(refusalText(failure, t('entity_popup.load_failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack sx={{ gap: 2 }} data-testid="role-permissions">
      {role.is_sysadmin ? (
        <Alert severity="info" data-testid="role-permissions-sysadmin">
          {t('role_permissions.sysadmin_role')}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" data-testid="role-permissions-error">
          {error}
        </Alert>
      ) : null}
      <TextField
        select
        size="small"
        sx={{ maxWidth: 360 }}
        label={t('role_permissions.parent')}
        value={draft.parent_id ?? ''}
        disabled={!editable}
        onChange={(e) => setDraft({ ...draft, parent_id: e.target.value === '' ? null : Number(e.target.value) })}
        helperText={t('role_permissions.parent_help')}
        slotProps={{ htmlInput: { 'data-testid': 'role-permissions-parent' } }}
      >
        <MenuItem value="">{t('role_permissions.no_parent')}</MenuItem>
        {parents.map((r) => (
          <MenuItem key={r.id} value={r.id} data-testid={`role-permissions-parent-${r.code}`}>
            {r.name} ({r.code})
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <FormControlLabel
          control={<Switch checked={draft.view_entire_pool} disabled={!editable} onChange={(_e, on) => setDraft({ ...draft, view_entire_pool: on })} slotProps={{ input: { 'data-testid': 'role-permissions-view-entire-pool' } as object }} />}
          label={t('role_permissions.view_entire_pool')}
        />
        <Typography variant="caption" color="text.secondary" component="div">
          {t('role_permissions.view_entire_pool_help')}
        </Typography>
        {poolFrom.length ? (
          <Typography variant="caption" color="success.main" component="div" data-testid="role-permissions-view-entire-pool-inherited">
            {t('role_permissions.inherited_allow', { roles: poolFrom.join(', ') })}
          </Typography>
        ) : null}
      </Box>
      {/* the search and the save button stay in view while the long list scrolls */}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap', position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', py: 1 }}>
        <TextField size="small" label={t('role_permissions.search')} value={search} onChange={(e) => setSearch(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'role-permissions-search' } }} />
        <Typography variant="body2" color="text.secondary" data-testid="role-permissions-counts">
          {t('role_permissions.counts', { allow: draft.allow.length, deny: draft.deny.length })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {editable ? (
          <Button variant="contained" disabled={!dirty || saving} onClick={() => void save()} data-testid="role-permissions-save">
            {t('role_permissions.save')}
          </Button>
        ) : null}
      </Stack>
      {groups.length === 0 ? <Typography data-testid="role-permissions-no-match">{t('role_permissions.no_match')}</Typography> : null}
      {groups.map((group) => (
        <Box key={group.area} data-testid={`role-permissions-area-${group.area}`}>
          <Typography variant="subtitle2" sx={{ borderBottom: 1, borderColor: 'divider', mb: 0.5 }}>
            {t(`role_permissions.areas.${group.area}`)}
          </Typography>
          {group.permissions.map((p) => {
            // identity refuses a non-sysadmin's grant of an admin permission (403), so it is not offered
            const adminOnly = !isSysadmin && ADMIN_PERMISSIONS.includes(p.name);
            return (
              <PermissionRow
                key={p.name}
                name={p.name}
                label={t(`role_permissions.actions.${p.action}`, { defaultValue: p.action })}
                setting={settingOf(draft, p.name)}
                inherited={inheritedOf(inherited, p.name)}
                disabled={!editable || adminOnly}
                note={adminOnly ? t('role_permissions.admin_only') : null}
                onChange={(setting) => setDraft(withSetting(draft, p.name, setting))}
              />
            );
          })}
        </Box>
      ))}
    </Stack>
  );
}

/** The role popup's Permissions tab: the whole catalogue by area, saved with `PUT role/{id}` (allow, deny, view_entire_pool). */
export function RolePermissionsTab(props: RolePermissionsTabProps) {
  const { t } = useTranslation();
  const role = useRole(props.id);
  const roles = useRoles();
  if (role.isError || roles.isError) return <Alert severity="error">{t('entity_popup.load_failed')}</Alert>;
  if (!role.data || !roles.data) return <Skeleton height={240} />;
  return <RolePermissionsEditor key={role.data.id} role={role.data} roles={roles.data} {...props} />;
}
