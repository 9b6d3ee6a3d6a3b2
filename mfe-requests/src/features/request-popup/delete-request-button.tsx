import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RequestView } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { confirm, toast } from '@app/ui/dialog-store';
import { entityListKey } from '@app/ui/entity-list';
import { requestApi, requestKeys } from '../../lib/request-api';

/**
 * Deletes the request after a confirmation. A request with open or planned dayparts cannot be
 * deleted (REQ-POPUP-04): the button is disabled and says why; should the service still refuse
 * (another user just planned one), its answer is shown as it comes.
 */
export function DeleteRequestButton({ request, onDeleted }: { request: RequestView; onDeleted(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const blocked = request.open_dayparts + request.planned_dayparts > 0;
  const remove = async () => {
    const ok = await confirm({ title: t('popup.delete_title', { id: request.id }), message: t('popup.delete_message') });
    if (!ok) return;
    try {
      await requestApi.remove(request.id);
      toast(t('popup.deleted', { id: request.id }), { severity: 'success', testId: 'request-popup-toast' });
      queryClient.removeQueries({ queryKey: requestKeys.request(request.id) });
      void queryClient.invalidateQueries({ queryKey: entityListKey('request') });
      onDeleted();
    } catch (error) {
      toast(apiErrorText(error, t('popup.delete_failed')), { severity: 'error', testId: 'request-popup-toast' });
    }
  };
  // a disabled button shows no tooltip of its own: the span carries the reason
  return (
    <Tooltip title={blocked ? t('popup.delete_blocked') : ''}>
      <span>
        <Button size="small" color="error" disabled={blocked} onClick={() => void remove()} data-testid="request-delete">
          {t('popup.delete')}
        </Button>
      </span>
    </Tooltip>
  );
}
