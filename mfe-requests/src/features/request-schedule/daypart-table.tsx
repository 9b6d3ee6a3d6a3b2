import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RequestDaypartView } from '@app/contracts';
import { formatDisplayDate } from '@app/platform/dates';
import { PersonPreviewLink } from '@app/ui/person-preview';
import { daypartName } from '../../lib/daypart-text';

/** The request's dayparts as a list (a phone's default, and for reading what the calendar colours): date, daypart, state, person, reason. */
export function DaypartTable({ dayparts }: { dayparts: readonly RequestDaypartView[] }) {
  const { t } = useTranslation();
  const live = dayparts.filter((d) => d.state !== 'removed');
  if (live.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid="daypart-table-empty">
        {t('schedule.no_dayparts')}
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" data-testid="daypart-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('schedule.columns.date')}</TableCell>
            <TableCell>{t('schedule.columns.daypart')}</TableCell>
            <TableCell>{t('schedule.columns.state')}</TableCell>
            <TableCell>{t('schedule.columns.person')}</TableCell>
            <TableCell>{t('schedule.columns.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {live.map((d) => (
            <TableRow key={`${d.date}/${d.daypart}`} data-testid={`daypart-row-${d.date}-${d.daypart}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(d.date)}</TableCell>
              <TableCell>{daypartName(t, d.daypart)}</TableCell>
              <TableCell>{t(`daypart_state.${d.state}`)}</TableCell>
              <TableCell>
                {d.person ? <PersonPreviewLink person={d.person} testId={`daypart-person-${d.date}-${d.daypart}`} /> : null}
              </TableCell>
              <TableCell sx={{ minWidth: 220 }}>{[d.reason?.reason, d.comment].filter(Boolean).join(': ')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
