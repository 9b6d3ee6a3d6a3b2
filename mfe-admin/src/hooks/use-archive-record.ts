import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@app/platform/api';
import { confirm, toast } from '@app/ui/dialog-store';
import { setArchived } from '../lib/archive-api';
import type { EntityRecord } from '../lib/entity-record';

/**
 * Archives or restores a record after the confirmation (spec 001 section 2: records can be archived
 * and unarchived), saying how it went in a toast with `toastTestId`. The answer is the record as
 * saved, or null when the user declined or the server refused (a 422's field messages are shown).
 */
export function useArchiveRecord(toastTestId: string) {
  const { t } = useTranslation();
  return useCallback(
    async (entityUrl: string, id: number, archive: boolean): Promise<EntityRecord | null> => {
      const ok = await confirm({
        title: t(archive ? 'entity_list.archive' : 'entity_list.unarchive'),
        message: t(archive ? 'entity_list.archive_confirm' : 'entity_list.unarchive_confirm'),
      });
      if (!ok) return null;
      try {
        const saved = await setArchived(entityUrl, id, archive);
        toast(t(archive ? 'entity_list.archived_done' : 'entity_list.unarchived_done', { id }), {
          severity: 'success',
          testId: toastTestId,
        });
        return saved;
      } catch (error) {
        toast(apiErrorText(error, t('entity_list.change_failed')), { severity: 'error', testId: toastTestId });
        return null;
      }
    },
    [t, toastTestId],
  );
}
