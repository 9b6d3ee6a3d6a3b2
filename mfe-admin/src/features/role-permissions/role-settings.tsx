import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RoleView } from '@app/contracts';
import type { RolePermissionsInput } from './api/role-permissions-api';

export interface RoleSettingsProps {
  draft: RolePermissionsInput;
  parents: readonly RoleView[];
  poolFrom: readonly string[];
  editable: boolean;
  onChange(draft: RolePermissionsInput): void;
}

/** The role's parent (whose rights it inherits) and whether it sees the entire pool, with what it inherits of that. */
export function RoleSettings({ draft, parents, poolFrom, editable, onChange }: RoleSettingsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        select
        size="small"
        sx={{ maxWidth: 360 }}
        label={t('role_permissions.parent')}
        value={draft.parent_id ?? ''}
        disabled={!editable}
        onChange={(e) => onChange({ ...draft, parent_id: e.target.value === '' ? null : Number(e.target.value) })}
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
          control={
            <Switch
              checked={draft.view_entire_pool}
              disabled={!editable}
              onChange={(_e, on) => onChange({ ...draft, view_entire_pool: on })}
              slotProps={{ input: { 'data-testid': 'role-permissions-view-entire-pool' } as object }}
            />
          }
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
    </>
  );
}
