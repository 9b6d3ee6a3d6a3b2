import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { MatchingRights, MAX_GROUP_REQUESTS, type RequestGroupView } from '@app/contracts';
import { formatDisplayDate } from '@app/platform/dates';
import { navigate } from '@app/platform/navigation';
import { useHasRight } from '@app/platform/session';
import { StatusChip } from '../../components/status-chip';
import { AddRequestDialog } from './add-request-dialog';
import { GroupRequestsTable } from './group-requests-table';
import { StatusBar } from './status-bar';
import { useGroupActions } from './use-group-actions';

export interface GroupCardProps {
  group: RequestGroupView;
  canEdit: boolean;
  labelNames: ReadonlyMap<number, string>;
}

/**
 * A request group as an expandable card (REQ-GROUP-02/03): reference, period, status and the status
 * bar of its requests; opened, its requests with preview and matching, and the group's preview,
 * edit, matching and add-request actions (at most 6 requests).
 */
export function GroupCard({ group, canEdit, labelNames }: GroupCardProps) {
  const { t } = useTranslation();
  const canMatch = useHasRight(MatchingRights.match);
  const [adding, setAdding] = useState(false);
  const actions = useGroupActions(group);
  const full = group.requests.length >= MAX_GROUP_REQUESTS;
  const open = (tab: string) => navigate(`/request-group/${group.id}/${tab}`);

  return (
    <Accordion disableGutters variant="outlined" data-testid={`group-card-${group.id}`}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} data-testid={`group-card-${group.id}-toggle`}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 1, sm: 2 }, alignItems: { sm: 'center' }, width: '100%', pr: 1 }}>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography noWrap sx={{ fontWeight: 500 }}>
              {group.reference}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`${formatDisplayDate(group.period_start)} – ${formatDisplayDate(group.period_end)} · ${t('groups.count', { count: group.requests.length, max: MAX_GROUP_REQUESTS })}`}
            </Typography>
          </Box>
          <Box sx={{ width: { xs: '100%', sm: 160 } }}>
            <StatusBar counts={group.status_counts} testId={`group-card-${group.id}-bar`} />
          </Box>
          <StatusChip status={group.status} testId={`group-card-${group.id}-status`} />
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack sx={{ gap: 2 }}>
          {group.description ? <Typography variant="body2">{group.description}</Typography> : null}
          <GroupRequestsTable
            groupId={group.id}
            requests={group.requests}
            labelNames={labelNames}
            onRemove={canEdit ? (request) => void actions.remove(request) : undefined}
          />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" onClick={() => open('summary')} data-testid={`group-card-${group.id}-preview`}>
              {t('groups.open')}
            </Button>
            {canEdit ? (
              <Button size="small" onClick={() => open('edit')} data-testid={`group-card-${group.id}-edit`}>
                {t('groups.edit')}
              </Button>
            ) : null}
            {canMatch ? (
              <Button size="small" onClick={() => open('matching')} data-testid={`group-card-${group.id}-matching`}>
                {t('groups.matching')}
              </Button>
            ) : null}
            {canEdit ? (
              <Button
                size="small"
                variant="outlined"
                disabled={full}
                title={full ? t('groups.full', { max: MAX_GROUP_REQUESTS }) : undefined}
                onClick={() => setAdding(true)}
                data-testid={`group-card-${group.id}-add`}
              >
                {t('groups.add_request')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </AccordionDetails>
      {adding ? (
        <AddRequestDialog
          members={new Set(group.requests.map((r) => r.request.id))}
          onCancel={() => setAdding(false)}
          onAdd={async (request, labels) => {
            await actions.add(request, labels);
            setAdding(false);
          }}
        />
      ) : null}
    </Accordion>
  );
}
