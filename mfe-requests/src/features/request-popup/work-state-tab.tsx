import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '@app/platform/dates';
import { QueryState } from '@app/ui/query-state';
import { daypartName } from '../../lib/daypart-text';
import { requestApi, requestKeys } from '../../lib/request-api';

const STEPS = ['approved', 'reviewed', 'processed', 'sent'] as const;

/** The Work state tab: the planned dayparts that have passed, read-only until work state arrives (issue 14). */
export function WorkStateTab({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const lines = useQuery({ queryKey: requestKeys.part(requestId, 'work-state'), queryFn: () => requestApi.workState(requestId) });
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }} data-testid="work-state-read-only">
        {t('work_state.read_only')}
      </Alert>
      <QueryState
        query={lines}
        failed="work_state.load_failed"
        empty="work_state.empty"
        isEmpty={(d) => d.length === 0}
        testId="work-state"
      >
        {(data) => (
          <TableContainer>
            <Table size="small" data-testid="work-state-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('schedule.columns.date')}</TableCell>
                  <TableCell>{t('schedule.columns.daypart')}</TableCell>
                  <TableCell>{t('schedule.columns.person')}</TableCell>
                  <TableCell>{t('work_state.wtf')}</TableCell>
                  {STEPS.map((step) => (
                    <TableCell key={step}>{t(`work_state.steps.${step}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((line) => (
                  <TableRow key={`${line.date}/${line.daypart}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(line.date)}</TableCell>
                    <TableCell>{daypartName(t, line.daypart)}</TableCell>
                    <TableCell>{line.person?.full_name ?? ''}</TableCell>
                    <TableCell>{line.wtf}</TableCell>
                    {STEPS.map((step) => (
                      <TableCell key={step}>
                        {line[step] ? <CheckIcon fontSize="small" color="success" titleAccess={t('work_state.done')} /> : null}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>
    </>
  );
}
