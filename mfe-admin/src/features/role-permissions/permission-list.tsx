import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_PERMISSIONS, hasRight, PERMISSION_CATALOGUE } from '@app/contracts';
import { useSession } from '@app/platform/session';
import type { RolePermissionsInput } from './api/role-permissions-api';
import { inheritedOf, settingOf, withSetting, type Inherited } from './inherited-permissions';
import { groupPermissions, OTHER_AREA, type PermissionGroup } from './permission-groups';
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

/** The whole catalogue by area, areas in the reader's alphabet and the other rights last, narrowed by the search. */
export function PermissionList({ draft, inherited, editable, search, onChange }: PermissionListProps) {
  const { t } = useTranslation();
  const payload = useSession((s) => s.payload);
  const isSysadmin = payload?.is_sysadmin === true;
  const areaText = (area: string) => t(`role_permissions.areas.${area}`);
  const actionText = (action: string) => t(`role_permissions.actions.${action}`, { defaultValue: action });
  const needle = search.trim().toLowerCase();
  const matches = (area: string, name: string, action: string) =>
    !needle || name.toLowerCase().includes(needle) || `${areaText(area)}: ${actionText(action)}`.toLowerCase().includes(needle);
  const byText = (a: PermissionGroup, b: PermissionGroup) =>
    Number(a.area === OTHER_AREA) - Number(b.area === OTHER_AREA) || areaText(a.area).localeCompare(areaText(b.area));
  const groups = [...GROUPS]
    .sort(byText)
    .map((g) => ({ ...g, permissions: g.permissions.filter((p) => matches(g.area, p.name, p.action)) }))
    .filter((g) => g.permissions.length > 0);

  if (groups.length === 0) return <Typography data-testid="role-permissions-no-match">{t('role_permissions.no_match')}</Typography>;
  return groups.map((group) => (
    <Box key={group.area} data-testid={`role-permissions-area-${group.area}`}>
      <Typography variant="subtitle2" sx={{ borderBottom: 1, borderColor: 'divider', mb: 0.5 }}>
        {areaText(group.area)}
      </Typography>
      {group.permissions.map((p) => {
        // identity refuses a non-sysadmin's grant of an admin permission (403), so it is not offered
        const adminOnly = !isSysadmin && ADMIN_PERMISSIONS.includes(p.name);
        // and any change of a right the editor does not hold themselves (ERR-GEN-05, ADR 0279)
        const notHeld = !adminOnly && !hasRight(payload, p.name);
        return (
          <PermissionRow
            key={p.name}
            name={p.name}
            label={actionText(p.action)}
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
