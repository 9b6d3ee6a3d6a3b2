import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryProblem } from '@app/ui/query-state';
import { useRole, useRoles } from './api/role-permissions-api';
import { PermissionList } from './permission-list';
import { RoleSettings } from './role-settings';
import { useRoleDraft, type RoleDraftOptions } from './use-role-draft';

export interface RolePermissionsTabProps extends Omit<RoleDraftOptions, 'role' | 'roles'> {
  id: number;
}

function RolePermissionsEditor(props: RoleDraftOptions) {
  const { t } = useTranslation();
  const role = useRoleDraft(props);
  const { draft, editable } = role;
  const [search, setSearch] = useState('');
  return (
    <Stack sx={{ gap: 2 }} data-testid="role-permissions">
      {props.role.is_sysadmin ? (
        <Alert severity="info" data-testid="role-permissions-sysadmin">
          {t('role_permissions.sysadmin_role')}
        </Alert>
      ) : null}
      {role.error ? (
        <Alert severity="error" data-testid="role-permissions-error">
          {role.error}
        </Alert>
      ) : null}
      <RoleSettings draft={draft} parents={role.parents} poolFrom={role.poolFrom} editable={editable} onChange={role.setDraft} />
      {/* the search and the save button stay in view while the long list scrolls */}
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap', position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', py: 1 }}
      >
        <TextField
          size="small"
          label={t('role_permissions.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'role-permissions-search' } }}
        />
        <Typography variant="body2" color="text.secondary" data-testid="role-permissions-counts">
          {t('role_permissions.counts', { allow: draft.allow.length, deny: draft.deny.length })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {editable ? (
          <Button
            variant="contained"
            disabled={!role.dirty || role.saving}
            onClick={() => void role.save()}
            data-testid="role-permissions-save"
          >
            {t('role_permissions.save')}
          </Button>
        ) : null}
      </Stack>
      <PermissionList draft={draft} inherited={role.inherited} editable={editable} search={search} onChange={role.setDraft} />
    </Stack>
  );
}

/** The role popup's Permissions tab: the whole catalogue by area, saved with `PUT role/{id}` (allow, deny, view_entire_pool). */
export function RolePermissionsTab({ id, ...props }: RolePermissionsTabProps) {
  const role = useRole(id);
  const roles = useRoles();
  if (role.isError || roles.isError)
    return <QueryProblem query={role.isError ? role : roles} failed="entity_popup.load_failed" testId="role-permissions" />;
  if (!role.data || !roles.data) return <Skeleton height={240} />;
  return <RolePermissionsEditor key={role.data.id} role={role.data} roles={roles.data} {...props} />;
}
