import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_PERMISSIONS, hasRight, PERMISSION_CATALOGUE } from '@app/contracts';
import { useSession } from '@app/platform/session';
import type { RolePermissionsInput } from './api/role-permissions-api';
import { inheritedOf, settingOf, withSetting, type Inherited } from './inherited-permissions';
import { groupPermissions, OTHER_AREA, type CataloguePermission, type PermissionGroup } from './permission-groups';
import { PermissionRow } from './permission-row';

const GROUPS = groupPermissions(PERMISSION_CATALOGUE);

export interface PermissionListProps {
  draft: RolePermissionsInput;
  inherited: ReadonlyMap<string, Inherited>;
  editable: boolean;
  /** the search text: a right shows when its name or its text contains it */
  search: string;
  onChange(draft: RolePermissionsInput): void;
}

/**
 * The whole catalogue by permission group (ID-PERM-06), groups in the reader's alphabet, narrowed by
 * the search; without a search a group that holds no right yet says so.
 */
export function PermissionList({ draft, inherited, editable, search, onChange }: PermissionListProps) {
  const { t } = useTranslation();
  const payload = useSession((s) => s.payload);
  const isSysadmin = payload?.is_sysadmin === true;
  const groupText = (group: string) => t(`role_permissions.groups.${group}`);
  const actionText = (action: string) => t(`role_permissions.actions.${action}`, { defaultValue: action });
  // within a group a right of another area names its area: "Reasons for absence: All" under Manage
  const label = (group: string, p: CataloguePermission) =>
    p.area === group || p.area === OTHER_AREA ? actionText(p.action) : `${t(`role_permissions.areas.${p.area}`)}: ${actionText(p.action)}`;
  const needle = search.trim().toLowerCase();
  const matches = (group: string, p: CataloguePermission) =>
    !needle || p.name.toLowerCase().includes(needle) || `${groupText(group)}: ${label(group, p)}`.toLowerCase().includes(needle);
  const byText = (a: PermissionGroup, b: PermissionGroup) =>
    Number(a.group === OTHER_AREA) - Number(b.group === OTHER_AREA) || groupText(a.group).localeCompare(groupText(b.group));
  const groups = [...GROUPS]
    .sort(byText)
    .map((g) => ({ ...g, permissions: g.permissions.filter((p) => matches(g.group, p)) }))
    .filter((g) => g.permissions.length > 0 || !needle);

  if (groups.length === 0) return <Typography data-testid="role-permissions-no-match">{t('role_permissions.no_match')}</Typography>;
  return groups.map((group) => (
    <Box key={group.group} data-testid={`role-permissions-group-${group.group}`}>
      <Typography variant="subtitle2" sx={{ borderBottom: 1, borderColor: 'divider', mb: 0.5 }}>
        {groupText(group.group)}
      </Typography>
      {group.permissions.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid={`role-permissions-group-${group.group}-empty`}>
          {t('role_permissions.group_empty')}
        </Typography>
      ) : null}
      {group.permissions.map((p) => {
        // identity refuses a non-sysadmin's grant of an admin permission (403), so it is not offered
        const adminOnly = !isSysadmin && ADMIN_PERMISSIONS.includes(p.name);
        // and any change of a right the editor does not hold themselves (ERR-GEN-05, ADR 0279)
        const notHeld = !adminOnly && !hasRight(payload, p.name);
        return (
          <PermissionRow
            key={p.name}
            name={p.name}
            label={label(group.group, p)}
            setting={settingOf(draft, p.name)}
            inherited={inheritedOf(inherited, p.name)}
            disabled={!editable || adminOnly || notHeld}
            note={adminOnly ? t('role_permissions.admin_only') : notHeld && editable ? t('role_permissions.not_held') : null}
            onChange={(setting) => onChange(withSetting(draft, p.name, setting))}
          />
        );
      })}
    </Box>
  ));
}
