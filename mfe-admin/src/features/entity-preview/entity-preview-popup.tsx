import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import type { ListTemplate, PopupTab } from '@app/contracts';
import { ApiError } from '@app/platform/api';
import { toast } from '@app/ui/dialog-store';
import { navigate } from '@app/platform/navigation';
import { popupUrl } from '@app/ui/popup';
import { EntityCreatePopup } from './entity-create-popup';
import { changedRecordId, listChannels, useListChannel } from '@app/ui/entity-list';
import { DataTab } from './data-tab';
import { PopupFrame } from '@app/ui/popup';
import { RecordFormTab } from './record-form-tab';
import { useArchiveRecord } from '../../hooks/use-archive-record';
import { usePopupTabs } from '../../lib/popup-tabs';
import type { UnsavedChanges } from '@app/ui/popup';
import { QueryProblem } from '@app/ui/query-state';
import { titleOf } from './popup-title';
import { recordQueryKey, useEntityRecord } from './api/entity-record-api';
import { usePopupTemplate } from '../../lib/popup-template-api';

export interface EntityPreviewPopupProps {
  list: ListTemplate;
  id: number;
  tab?: string;
  unsaved: UnsavedChanges;
  onClose(): void;
  /** the user picked another tab (the unsaved check already passed) */
  onTab(tab: string): void;
}

/** 'Person #12 not found' for persons and branches, the generic text for the rest (spec 001 section 8). */
const notFoundKey = (entity: string) =>
  entity === 'person' ? 'entity_popup.person_not_found' : entity === 'branch' ? 'entity_popup.branch_not_found' : 'entity_popup.not_found';

/** The preview of a record at `/{entity}/{id}/{tab?}`: the popup template's tabs, the archived chip, archive and unarchive. */
export function EntityPreviewPopup({ list, id, tab, unsaved, onClose, onTab }: EntityPreviewPopupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const popupTabs = usePopupTabs();
  const popup = usePopupTemplate(list.key);
  const entityUrl = popup.data?.entity_url ?? list.entity_url;
  const record = useEntityRecord(entityUrl, id);
  const missing = record.error instanceof ApiError && record.error.status === 404;

  // another user's change of this record (PLT-RT-04, ADR 0283): shown at once, unless the form holds unsaved edits
  useListChannel(listChannels(list), (event) => {
    if (changedRecordId(event) !== id) return;
    if (unsaved.isDirty()) toast(t('entity_popup.changed_elsewhere', { id }), { severity: 'warning', testId: 'entity-popup-toast' });
    else void record.refetch();
  });

  useEffect(() => {
    if (!missing) return;
    toast(t(notFoundKey(list.key), { id }), { severity: 'error', testId: 'entity-popup-toast' });
    onClose();
  }, [missing, list.key, id, t, onClose]);

  // a tab shows only with something to render: a form, a data call or a client component this build knows (no placeholder tabs)
  const knownComponent = (x: PopupTab) => !!x.component && !!popupTabs[x.component];
  const tabs: PopupTab[] = (popup.data?.tabs ?? []).filter((x) => x.form || x.url || knownComponent(x));
  const current = tabs.find((x) => x.key === tab) ?? tabs[0];
  const canEdit = list.elements.columns.some((c) => c.element === 'list-actions' && c.actions?.includes('edit'));

  const archiveRecord = useArchiveRecord('entity-popup-toast');
  const changeArchived = async (archive: boolean) => {
    const saved = await archiveRecord(entityUrl, id, archive);
    if (saved) queryClient.setQueryData(recordQueryKey(entityUrl, id), saved);
  };

  // Clone opens the create form with this record's values (ERR-GEN-07, ADR 0280)
  const [cloning, setCloning] = useState(false);
  const archived = record.data?.archived === true;
  const headerExtra = record.data ? (
    <>
      {archived ? <Chip size="small" label={t('entity_popup.archived')} data-testid="entity-popup-archived" /> : null}
      {list.clone && list.create ? (
        <Button size="small" onClick={() => setCloning(true)} data-testid="entity-popup-clone">
          {t('entity_popup.clone')}
        </Button>
      ) : null}
      {canEdit ? (
        <Button
          size="small"
          color={archived ? 'primary' : 'warning'}
          onClick={() => void changeArchived(!archived)}
          data-testid={archived ? 'entity-popup-unarchive' : 'entity-popup-archive'}
        >
          {t(archived ? 'entity_popup.unarchive' : 'entity_popup.archive')}
        </Button>
      ) : null}
    </>
  ) : null;

  if (cloning && record.data)
    return (
      <EntityCreatePopup
        list={list}
        unsaved={unsaved}
        preset={record.data}
        cloneOf={id}
        onClose={() => setCloning(false)}
        onCreated={(created) => navigate(popupUrl(list.key, { kind: 'preview', id: created }))}
      />
    );

  let body: React.ReactNode;
  if (popup.isError || (record.isError && !missing))
    body = <QueryProblem query={popup.isError ? popup : record} failed="entity_popup.load_failed" testId="entity-popup" />;
  else if (!popup.data || !record.data || !current) body = <Skeleton height={240} />;
  else if (current.form)
    body = (
      <RecordFormTab
        key={`${id}-${current.key}`}
        formName={current.form}
        entityUrl={entityUrl}
        record={record.data}
        unsaved={unsaved}
        onSaved={() => {
          if (list.close_on_save) onClose();
        }}
      />
    );
  else if (knownComponent(current)) {
    const TabComponent = popupTabs[current.component!]!;
    body = (
      <TabComponent
        key={current.key}
        id={id}
        canEdit={canEdit}
        unsaved={unsaved}
        onRecordSaved={(saved) => queryClient.setQueryData(recordQueryKey(entityUrl, id), saved)}
      />
    );
  } else if (current.url) body = <DataTab key={current.key} tab={current} entity={list.key} id={id} unsaved={unsaved} />;
  else body = null;

  return (
    <PopupFrame
      testId={`entity-preview-${list.key}`}
      title={record.data ? titleOf(record.data) : `#${id}`}
      headerExtra={headerExtra}
      minimal={popup.data?.minimal_popup ?? list.minimal_popup}
      onClose={onClose}
      canEscape={() => !unsaved.isDirty()}
      tabs={
        tabs.length > 1 ? (
          <Tabs value={current?.key ?? false} onChange={(_e, key: string) => onTab(key)} variant="scrollable" sx={{ px: 2 }}>
            {tabs.map((x) => (
              <Tab key={x.key} value={x.key} label={t(x.label)} data-testid={`entity-popup-tab-${x.key}`} />
            ))}
          </Tabs>
        ) : null
      }
    >
      {body}
    </PopupFrame>
  );
}
