import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { RequestRights, type RequestView } from '@app/contracts';
import { DateFormat, formatDisplayDate, inAmsterdam } from '@app/platform/dates';
import { navigate } from '@app/platform/navigation';
import { useHasRight } from '@app/platform/session';
import { PersonPreviewLink } from '@app/ui/person-preview';
import { FieldList, type FieldItem } from '../../components/field-list';
import { useLabelNames } from '../../components/labels';
import { StatusChip } from '../../components/status-chip';
import { daypartName } from '../../lib/daypart-text';
import { NotesPanel } from './notes-panel';

/** The Details tab (summary): everything the request says, read-only, and the admins' notes. */
export function DetailsTab({ request }: { request: RequestView }) {
  const { t } = useTranslation();
  const seesNotes = useHasRight(RequestRights.notes);
  const labelNames = useLabelNames(request.labels.length > 0);
  const labels = request.labels.map((id) => labelNames.get(id) ?? `#${id}`).join(', ');
  const date = (value: string | null) => (value ? formatDisplayDate(value) : '');
  const first = request.first_open_daypart;
  const group = request.request_group;

  const items: FieldItem[] = [
    { key: 'status', label: t('fields.status'), value: <StatusChip status={request.status} testId="details-status" /> },
    { key: 'type', label: t('fields.type'), value: t(`request_type.${request.type}`) },
    { key: 'branch', label: t('fields.branch'), value: request.branch.name },
    { key: 'schedule', label: t('fields.schedule'), value: request.schedule.name },
    {
      key: 'period',
      label: t('fields.period'),
      value: request.period.start ? `${date(request.period.start)} – ${date(request.period.end)}` : '',
    },
    {
      key: 'absentee',
      label: t('fields.absentee_person'),
      value: request.absentee_person ? <PersonPreviewLink person={request.absentee_person} testId="details-absentee-preview" /> : null,
    },
    { key: 'reason', label: t('fields.reason_for_absence'), value: request.reason_for_absence?.description },
    {
      key: 'preferred',
      label: t('fields.preferred_person'),
      value: request.preferred_person ? <PersonPreviewLink person={request.preferred_person} testId="details-preferred-preview" /> : null,
    },
    { key: 'labels', label: t('fields.labels'), value: labels },
    {
      key: 'group',
      label: t('fields.request_group'),
      value: group ? (
        <Link
          href={`/request-group/${group.id}/summary`}
          onClick={(e) => {
            e.preventDefault();
            navigate(`/request-group/${group.id}/summary`);
          }}
        >
          {group.reference}
        </Link>
      ) : null,
    },
    {
      key: 'dayparts',
      label: t('fields.dayparts'),
      value: t('details.dayparts', {
        count: request.dayparts_count,
        open: request.open_dayparts,
        planned: request.planned_dayparts,
        closed: request.closed_dayparts,
      }),
    },
    {
      key: 'first_open',
      label: t('fields.first_open_daypart'),
      value: first ? `${date(first.date)} ${daypartName(t, first.daypart)}` : '',
    },
    {
      key: 'vacancy',
      label: t('fields.vacancy_url'),
      value: request.vacancy_url ? (
        <Link href={request.vacancy_url} target="_blank" rel="noopener noreferrer">
          {request.vacancy_url}
        </Link>
      ) : null,
    },
    {
      key: 'created',
      label: t('fields.created'),
      value: t('details.created', { at: inAmsterdam(request.created_at).format(DateFormat.dateTime), name: request.created_by.full_name }),
    },
    { key: 'admin_remark', label: t('fields.admin_remark'), value: request.admin_remark, wide: true },
    { key: 'internal_remark', label: t('fields.internal_remark'), value: request.internal_remark, wide: true },
    { key: 'general_remark', label: t('fields.general_remark'), value: request.general_remark, wide: true },
    { key: 'message', label: t('fields.message'), value: request.message, wide: true },
  ];

  return (
    <Stack sx={{ gap: 3 }}>
      <FieldList items={items} testId="request-details" />
      {seesNotes ? <NotesPanel requestId={request.id} /> : null}
    </Stack>
  );
}
