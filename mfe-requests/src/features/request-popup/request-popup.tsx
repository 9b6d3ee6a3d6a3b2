import { useEffect, useState, type ReactNode } from 'react';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlineOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { RequestView } from '@app/contracts';
import { ApiError } from '@app/platform/api';
import { useSession } from '@app/platform/session';
import { toast } from '@app/ui/dialog-store';
import { OtherDataPanel } from '@app/ui/other-data';
import { PopupFrame, type UnsavedChanges } from '@app/ui/popup';
import { QueryProblem } from '@app/ui/query-state';
import { StatusChip } from '../../components/status-chip';
import { useRequest } from './api/request-popup-api';
import { useRequestTabRenderers } from '../../lib/popup-tabs';
import { BranchInfoTab } from './branch-info-tab';
import { DataTab } from './data-tab';
import { DeleteRequestButton } from './delete-request-button';
import { DetailsTab } from './details-tab';
import { ExternalRelationsTab } from './external-relations-tab';
import { LockSwitch } from './lock-switch';
import { DEFAULT_TAB, tabsFor } from './request-tabs';
import { useRequestLock, type RequestLock } from './use-request-lock';
import { VacancyDialog } from './vacancy-dialog';
import { FindSubstituteDialog } from './find-substitute-dialog';

export interface RequestPopupProps {
  id: number;
  tab?: string;
  unsaved: UnsavedChanges;
  onClose(): void;
  /** the user picked another tab (the unsaved check already passed) */
  onTab(tab: string): void;
}

function TabBody({ tab, request, lock, unsaved }: { tab: string; request: RequestView; lock: RequestLock; unsaved: UnsavedChanges }) {
  const renderers = useRequestTabRenderers();
  const props = { request, lockedByOther: lock.lockedByOther, startEditing: lock.startEditing, unsaved };
  switch (tab) {
    case 'summary':
      return <DetailsTab request={request} />;
    case 'data':
      return <DataTab {...props} />;
    case 'external-relations':
      return <ExternalRelationsTab requestId={request.id} />;
    case 'other-data':
      // the pool's additional fields of location request (ADR 0106); read only while another holds the lock
      return <OtherDataPanel path={`/request/${request.id}/additional-fields`} testId="request-other-data" readOnly={lock.lockedByOther} />;
    case 'branch':
      return <BranchInfoTab requestId={request.id} />;
    default: {
      const Rendered = renderers[tab];
      return Rendered ? <Rendered {...props} /> : null;
    }
  }
}

/**
 * The request popup at `/request/{id}/{tab}` (REQ-POPUP-01), opening on summary: the request's
 * status, the lock switch, the external vacancy, delete, and the tabs the user's rights allow (on a
 * phone also the branch information). A missing request (deleted,
 * another pool's) says 'Request #{id} not found' and closes; the unsaved-changes guard and the
 * Escape rule are the kit popup's.
 */
export function RequestPopup({ id, tab, unsaved, onClose, onTab }: RequestPopupProps) {
  const { t } = useTranslation();
  const payload = useSession((s) => s.payload);
  // the popup frame's own phone size: where it fills the screen
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [vacancyOpen, setVacancyOpen] = useState(false);
  const [findOpen, setFindOpen] = useState(false);
  const request = useRequest(id);
  const lock = useRequestLock(request.data, unsaved.isDirty);
  const missing = request.error instanceof ApiError && request.error.status === 404;

  useEffect(() => {
    if (!missing) return;
    toast(t('popup.not_found', { id }), { severity: 'error', testId: 'request-popup-toast' });
    onClose();
  }, [missing, id, t, onClose]);

  const renderers = useRequestTabRenderers();
  const builtIn = new Set(['summary', 'data', 'external-relations', 'other-data', 'branch']);
  const tabs = tabsFor(payload, phone).filter((x) => builtIn.has(x.key) || renderers[x.key]);
  // Find my substitute runs the request's matching: offered with the Matching tab's right
  const FindBody = renderers['find-substitute'];
  const mayMatch = !!FindBody && tabsFor(payload, phone).some((x) => x.key === 'matching');
  const current = tabs.find((x) => x.key === tab) ?? tabs.find((x) => x.key === DEFAULT_TAB) ?? tabs[0];
  const data = request.data;

  let body: ReactNode;
  if (request.isError && !missing) body = <QueryProblem query={request} failed="popup.load_failed" testId="request-popup" />;
  else if (!data || !current) body = <Skeleton variant="rounded" height={320} data-testid="request-popup-loading" />;
  else body = <TabBody key={`${id}-${current.key}`} tab={current.key} request={data} lock={lock} unsaved={unsaved} />;

  return (
    <PopupFrame
      testId="request-popup"
      partsTestId="request-popup"
      title={
        data
          ? t('popup.title', { id: data.id, name: data.absentee_person?.full_name ?? data.branch.name })
          : t('popup.title_loading', { id })
      }
      headerExtra={
        data ? (
          <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusChip status={data.status} />
            <LockSwitch request={data} lock={lock} />
            <Button size="small" startIcon={<WorkOutlineIcon />} onClick={() => setVacancyOpen(true)} data-testid="request-vacancy">
              {t('vacancy.open_dialog')}
            </Button>
            {data.open_dayparts > 0 && mayMatch ? (
              <Button size="small" startIcon={<PersonSearchIcon />} onClick={() => setFindOpen(true)} data-testid="request-find-substitute">
                {t('find_substitute.open_dialog')}
              </Button>
            ) : null}
            {data.editable ? <DeleteRequestButton request={data} onDeleted={onClose} /> : null}
          </Stack>
        ) : null
      }
      minimal={false}
      onClose={onClose}
      canEscape={() => !unsaved.isDirty()}
      tabs={
        <Tabs
          value={current?.key ?? false}
          onChange={(_e, key: string) => onTab(key)}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ px: 2 }}
        >
          {tabs.map((x) => (
            <Tab key={x.key} value={x.key} label={t(x.label)} data-testid={`request-tab-${x.key}`} />
          ))}
        </Tabs>
      }
    >
      {body}
      {data && vacancyOpen ? <VacancyDialog request={data} lock={lock} onClose={() => setVacancyOpen(false)} /> : null}
      {data && findOpen && FindBody ? (
        <FindSubstituteDialog
          Body={FindBody}
          tab={{ request: data, lockedByOther: lock.lockedByOther, startEditing: lock.startEditing, unsaved }}
          onClose={() => setFindOpen(false)}
          onAllCandidates={() => {
            setFindOpen(false);
            onTab('matching');
          }}
        />
      ) : null}
    </PopupFrame>
  );
}
