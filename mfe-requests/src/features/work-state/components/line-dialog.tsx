import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import type { WorkStateSettings } from '@app/contracts';
import { formatDisplayDate } from '@app/platform/dates';
import { PopupFrame, type UnsavedChanges } from '@app/ui/popup';
import { QueryState } from '@app/ui/query-state';
import { daypartName } from '../../../lib/daypart-text';
import { useWorkStateLine } from '../api/work-state-queries';
import { LineDetails } from './line-details';
import { LINE_FORM_ID } from './line-edit-form';
import { LineHistory } from './line-history';

export const LINE_TABS = ['details', 'history'] as const;
export type LineTab = (typeof LINE_TABS)[number];
export const lineTabOf = (tab: string | undefined): LineTab => (tab === 'history' ? 'history' : 'details');

export interface LineDialogProps {
  id: number;
  tab: LineTab;
  settings: WorkStateSettings;
  unsaved: UnsavedChanges;
  onTab(tab: LineTab): void;
  onClose(): void;
}

/** A work-state line in a dialog (`/work-state/{id}/{tab}`): its details with the edit form, and its history. */
export function LineDialog({ id, tab, settings, unsaved, onTab, onClose }: LineDialogProps) {
  const { t } = useTranslation();
  const line = useWorkStateLine(id);
  const editable = !!line.data && !line.data.locked && settings.can_edit;
  return (
    <PopupFrame
      testId="work-state-line"
      partsTestId="work-state-line"
      minimal
      title={
        line.data
          ? t('work_state.dialog.title', { date: formatDisplayDate(line.data.date), daypart: daypartName(t, line.data.daypart) })
          : t('page.work_state')
      }
      onClose={onClose}
      canEscape={() => !unsaved.isDirty()}
      tabs={
        <Tabs value={tab} onChange={(_e, next: LineTab) => onTab(next)} sx={{ px: 3 }}>
          {LINE_TABS.map((key) => (
            <Tab key={key} value={key} label={t(`work_state.dialog.tabs.${key}`)} data-testid={`work-state-line-tab-${key}`} />
          ))}
        </Tabs>
      }
      actions={
        tab === 'details' && editable ? (
          <Button type="submit" form={LINE_FORM_ID} variant="contained" data-testid="work-state-line-save">
            {t('work_state.dialog.save')}
          </Button>
        ) : undefined
      }
    >
      <QueryState query={line} failed="work_state.load_failed" testId="work-state-line">
        {(data) =>
          tab === 'history' ? (
            <LineHistory line={data} settings={settings} />
          ) : (
            <LineDetails line={data} settings={settings} unsaved={unsaved} />
          )
        }
      </QueryState>
    </PopupFrame>
  );
}
