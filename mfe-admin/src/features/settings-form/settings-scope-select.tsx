import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { navigate } from '@app/platform/navigation';
import { useBranchOptions } from './api/settings-api';
import { SETTING_INPUT_WIDTH } from './setting-field';

const POOL = 'pool';

/** Chooses whose settings the page shows: the pool's, or one branch's (`/settings?branch=<id>`). */
export function SettingsScopeSelect({ branchId }: { branchId: number | null }) {
  const { t } = useTranslation();
  const branches = useBranchOptions();
  return (
    <TextField
      select
      size="small"
      label={t('settings.scope')}
      value={branchId === null ? POOL : String(branchId)}
      onChange={(e) => navigate(e.target.value === POOL ? '/settings' : `/settings?branch=${e.target.value}`)}
      sx={{ ...SETTING_INPUT_WIDTH, mb: 2 }}
      slotProps={{ htmlInput: { 'data-testid': 'settings-scope' } as object }}
    >
      <MenuItem value={POOL}>{t('settings.scope_pool')}</MenuItem>
      {(branches.data ?? []).map((b) => (
        <MenuItem key={b.id} value={String(b.id)} sx={{ pl: 2 + 2 * Math.max(0, (b.level ?? 1) - 1) }}>
          {b.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
