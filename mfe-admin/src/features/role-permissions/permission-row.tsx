import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Inherited, PermissionSetting } from './inherited-permissions';

export interface PermissionRowProps {
  name: string;
  label: string;
  setting: PermissionSetting;
  inherited: Inherited | undefined;
  disabled: boolean;
  /** why it is disabled when the reason is the right itself (an admin permission for a non-sysadmin) */
  note: string | null;
  onChange(setting: PermissionSetting): void;
}

/** One right: its text and name, what the parent roles give (read-only) and allow / deny / not set. */
export function PermissionRow({ name, label, setting, inherited, disabled, note, onChange }: PermissionRowProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, py: 0.5, flexWrap: 'wrap' }} data-testid={`role-permission-${name}`}>
      <Stack sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {name}
        </Typography>
        {note ? (
          <Typography variant="caption" color="warning.main" data-testid={`role-permission-${name}-note`}>
            {note}
          </Typography>
        ) : null}
      </Stack>
      {inherited ? (
        <Chip
          size="small"
          variant="outlined"
          color={inherited.value === 'allow' ? 'success' : 'error'}
          label={t(inherited.value === 'allow' ? 'role_permissions.inherited_allow' : 'role_permissions.inherited_deny', {
            roles: inherited.from.join(', '),
          })}
          data-testid={`role-permission-${name}-inherited`}
        />
      ) : null}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={setting}
        disabled={disabled}
        onChange={(_e, value: PermissionSetting | null) => {
          if (value) onChange(value);
        }}
        aria-label={label}
      >
        <ToggleButton value="allow" color="success" data-testid={`role-permission-${name}-allow`}>
          {t('role_permissions.allow')}
        </ToggleButton>
        <ToggleButton value="deny" color="error" data-testid={`role-permission-${name}-deny`}>
          {t('role_permissions.deny')}
        </ToggleButton>
        <ToggleButton value="unset" data-testid={`role-permission-${name}-unset`}>
          {t('role_permissions.not_set')}
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
