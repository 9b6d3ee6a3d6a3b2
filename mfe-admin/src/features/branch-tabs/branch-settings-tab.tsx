import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { navigate } from '@app/platform/navigation';

/** Where a branch's own settings are edited (ADR 0009: the settings page, scoped to the branch). */
export const branchSettingsUrl = (branchId: number) => `/settings?branch=${branchId}`;

/** The branch popup's Settings tab: the settings a branch may override live on the settings page. */
export function BranchSettingsTab({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', p: 1 }}>
      <Typography>{t('branch.settings_text')}</Typography>
      <Button
        variant="contained"
        href={branchSettingsUrl(id)}
        onClick={(event) => {
          // in-app navigation, so the popup's unsaved-changes guard still asks first
          event.preventDefault();
          navigate(branchSettingsUrl(id));
        }}
        data-testid="branch-settings-open"
      >
        {t('branch.settings_open')}
      </Button>
    </Stack>
  );
}
