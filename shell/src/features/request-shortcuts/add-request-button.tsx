import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Permission } from '@app/contracts';
import { navigate } from '@app/platform/navigation';
import { useHasRight } from '@app/platform/session';
import { NEW_REQUEST_PATH } from './request-number';
import { useLivePath } from './use-live-path';

/**
 * The add-request button of the chrome (DASH-15): shown with REQUEST_CREATE or ALL while a live
 * module owns `/request/new`; an icon in the collapsed drawer.
 */
export function AddRequestButton({ compact = false, onOpened }: { compact?: boolean; onOpened?: () => void }) {
  const { t } = useTranslation();
  const allowed = useHasRight([Permission.REQUEST_CREATE, Permission.REQUEST_ALL]);
  const live = useLivePath(NEW_REQUEST_PATH);
  if (!allowed || !live) return null;
  const open = () => {
    navigate(NEW_REQUEST_PATH);
    onOpened?.();
  };
  if (compact)
    return (
      <Tooltip title={t('request_search.add')} placement="right">
        <IconButton color="primary" onClick={open} aria-label={t('request_search.add')} data-testid="add-request">
          <AddIcon />
        </IconButton>
      </Tooltip>
    );
  return (
    <Button variant="contained" fullWidth startIcon={<AddIcon />} onClick={open} data-testid="add-request">
      {t('request_search.add')}
    </Button>
  );
}
