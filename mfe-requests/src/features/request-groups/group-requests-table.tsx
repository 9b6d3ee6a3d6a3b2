import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslation } from 'react-i18next';
import type { GroupRequestView } from '@app/contracts';
import { formatDisplayDate } from '@app/platform/dates';
import { navigate } from '@app/platform/navigation';
import { StatusChip } from '../../components/status-chip';

export interface GroupRequestsTableProps {
  groupId: number;
  requests: readonly GroupRequestView[];
  /** label id -> name, for the required employability */
  labelNames: ReadonlyMap<number, string>;
  /** takes a request out of the group; absent without the edit right */
  onRemove?: (request: number) => void;
}

/** A group's requests (at most 6): status, absentee, branch, period and required employability, with preview and matching. */
export function GroupRequestsTable({ groupId, requests, labelNames, onRemove }: GroupRequestsTableProps) {
  const { t } = useTranslation();
  if (requests.length === 0)
    return (
      <Typography color="text.secondary" variant="body2" data-testid={`group-${groupId}-empty`}>
        {t('groups.no_requests')}
      </Typography>
    );
  const period = (from: string | null, to: string | null) =>
    from ? `${formatDisplayDate(from)} – ${to ? formatDisplayDate(to) : ''}` : '';
  return (
    <TableContainer>
      <Table size="small" data-testid={`group-${groupId}-requests`}>
        <TableHead>
          <TableRow>
            <TableCell>{t('groups.columns.number')}</TableCell>
            <TableCell>{t('fields.status')}</TableCell>
            <TableCell>{t('fields.absentee_person')}</TableCell>
            <TableCell>{t('fields.branch')}</TableCell>
            <TableCell>{t('fields.period')}</TableCell>
            <TableCell>{t('groups.columns.employability')}</TableCell>
            <TableCell align="right">{t('groups.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.map(({ request, labels }) => (
            <TableRow key={request.id} data-testid={`group-${groupId}-request-${request.id}`}>
              <TableCell>#{request.number}</TableCell>
              <TableCell>
                <StatusChip status={request.status} testId={`group-request-status-${request.id}`} />
              </TableCell>
              <TableCell>{request.absentee_name ?? ''}</TableCell>
              <TableCell>{request.branch_name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{period(request.period_start, request.period_end)}</TableCell>
              <TableCell>{labels.map((id) => labelNames.get(id) ?? `#${id}`).join(', ')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t('groups.preview')}>
                  <IconButton
                    size="small"
                    onClick={() => navigate(`/request/${request.id}/summary`)}
                    data-testid={`group-preview-${request.id}`}
                  >
                    <VisibilityIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('groups.matching')}>
                  <IconButton
                    size="small"
                    onClick={() => navigate(`/request/${request.id}/matching`)}
                    data-testid={`group-matching-${request.id}`}
                  >
                    <PersonSearchIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                {onRemove ? (
                  <Tooltip title={t('groups.remove_request')}>
                    <IconButton size="small" onClick={() => onRemove(request.id)} data-testid={`group-remove-${request.id}`}>
                      <LinkOffIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
