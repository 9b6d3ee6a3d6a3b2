import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MatchingRights, RequestRights, type RequestGroupView } from '@app/contracts';
import { ApiError } from '@app/platform/api';
import { formatDisplayDate } from '@app/platform/dates';
import { useHasRight } from '@app/platform/session';
import { toast } from '@app/ui/dialog-store';
import { PopupFrame, type UnsavedChanges } from '@app/ui/popup';
import { QueryProblem } from '@app/ui/query-state';
import { StatusChip } from '../../components/status-chip';
import { groupApi, requestKeys } from '../../lib/request-api';
import { GROUP_FORM_ID, GroupForm } from './group-form';
import { GroupRequestsTable } from './group-requests-table';
import { StatusBar } from './status-bar';
import { useGroupActions } from './use-group-actions';
import { useLabelNames } from '../../components/labels';

const TABS = ['summary', 'edit', 'matching'] as const;

export interface GroupPopupProps {
  /** null: the create form */
  id: number | null;
  tab?: string;
  unsaved: UnsavedChanges;
  onClose(): void;
  onTab(tab: string): void;
  onCreated(group: RequestGroupView): void;
  /** the Matching tab, a feature of its own (the app provides it: features do not import each other) */
  matching: ComponentType<{ group: RequestGroupView }>;
}

function GroupSummary({ group, canEdit }: { group: RequestGroupView; canEdit: boolean }) {
  const labelNames = useLabelNames();
  const actions = useGroupActions(group);
  return (
    <Stack sx={{ gap: 2 }} data-testid="group-summary">
      <Typography>{`${formatDisplayDate(group.period_start)} – ${formatDisplayDate(group.period_end)}`}</Typography>
      <StatusBar counts={group.status_counts} testId="group-summary-bar" />
      {group.description ? <Typography variant="body2">{group.description}</Typography> : null}
      {group.remark ? (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {group.remark}
        </Typography>
      ) : null}
      <GroupRequestsTable
        groupId={group.id}
        requests={group.requests}
        labelNames={labelNames}
        onRemove={canEdit ? (r) => void actions.remove(r) : undefined}
      />
    </Stack>
  );
}

/**
 * A request group's popup: `/request-group/new` creates one; `/request-group/{id}/{tab}` shows it
 * (summary), edits it (edit) or matches it (matching: the candidates for its members' open
 * dayparts, with REQUEST_MATCHING or REQUEST_ALL).
 */
export function GroupPopup({ id, tab, unsaved, onClose, onTab, onCreated, matching: Matching }: GroupPopupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canEdit = useHasRight(RequestRights.edit);
  const canMatch = useHasRight(MatchingRights.match);
  const group = useQuery({
    queryKey: requestKeys.group(id ?? 0),
    queryFn: () => groupApi.get(id!),
    enabled: id !== null,
    // a group that is not there closes the popup with its own message (ERR-GEN-04)
    meta: { handles: [404] },
  });
  const missing = group.error instanceof ApiError && group.error.status === 404;
  useEffect(() => {
    if (!missing) return;
    toast(t('groups.not_found', { id }), { severity: 'error', testId: 'group-toast' });
    onClose();
  }, [missing, id, t, onClose]);

  const save = async (body: Record<string, unknown>) => {
    if (id === null) {
      const created = await groupApi.create(body);
      unsaved.setDirty(false);
      toast(t('groups.created', { reference: created.reference }), { severity: 'success', testId: 'group-toast' });
      await queryClient.invalidateQueries({ queryKey: requestKeys.groups });
      onCreated(created);
      return;
    }
    queryClient.setQueryData(requestKeys.group(id), await groupApi.update(id, body));
    unsaved.setDirty(false);
    toast(t('groups.saved'), { severity: 'success', testId: 'group-toast' });
    void queryClient.invalidateQueries({ queryKey: requestKeys.groups });
  };

  const tabs = TABS.filter((x) => (x !== 'edit' || canEdit) && (x !== 'matching' || canMatch));
  const current = tabs.find((x) => x === tab) ?? 'summary';
  const data = group.data;
  let body: ReactNode;
  if (id === null) body = <GroupForm unsaved={unsaved} onSave={save} />;
  else if (group.isError && !missing) body = <QueryProblem query={group} failed="groups.load_failed" testId="group-popup" />;
  else if (!data) body = <Skeleton variant="rounded" height={240} />;
  else if (current === 'edit') body = <GroupForm key={data.id} group={data} unsaved={unsaved} onSave={save} />;
  else if (current === 'matching') body = <Matching group={data} />;
  else body = <GroupSummary group={data} canEdit={canEdit} />;

  const saving = id === null || current === 'edit';
  return (
    <PopupFrame
      testId="group-popup"
      partsTestId="group-popup"
      title={id === null ? t('groups.new') : (data?.reference ?? t('groups.title_loading', { id }))}
      headerExtra={data && id !== null ? <StatusChip status={data.status} testId="group-popup-status" /> : null}
      minimal={id === null}
      onClose={onClose}
      canEscape={() => !unsaved.isDirty()}
      tabs={
        id === null ? null : (
          <Tabs value={current} onChange={(_e, key: string) => onTab(key)} variant="scrollable" sx={{ px: 2 }}>
            {tabs.map((x) => (
              <Tab key={x} value={x} label={t(`groups.tabs.${x}`)} data-testid={`group-tab-${x}`} />
            ))}
          </Tabs>
        )
      }
      actions={
        saving && canEdit ? (
          <Button variant="contained" type="submit" form={GROUP_FORM_ID} data-testid="group-form-save">
            {t('groups.save')}
          </Button>
        ) : null
      }
    >
      {body}
    </PopupFrame>
  );
}
