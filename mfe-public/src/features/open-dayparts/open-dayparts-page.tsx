import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  displayDate,
  OPEN_DAYPARTS_EMPTY_KEY,
  OPEN_DAYPARTS_WEEKS,
  type OpenDaypartsOverview,
  type OpenDaypartsRequest,
  type OpenDaypartsWeek,
} from '@app/contracts';
import type { PageProps } from '@app/ui/module-routes';
import { openDaypartsApi } from './api/open-dayparts-api';
import { apiDateOf, mailtoOf, weekRows } from './week-rows';

const WEEK_CHOICES = Array.from({ length: OPEN_DAYPARTS_WEEKS.max - OPEN_DAYPARTS_WEEKS.min + 1 }, (_, i) => OPEN_DAYPARTS_WEEKS.min + i);

/** Today in the Netherlands as DD-MM-YYYY (the date picker's default). */
const today = () =>
  displayDate(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(),
    ),
  );

interface Selection {
  start: string;
  weeks: number;
}

/** The answer for one selection: the overview, or null when the token opens nothing or the call failed. */
interface Answer {
  selection: Selection;
  overview: OpenDaypartsOverview | null;
}

/**
 * The public open-dayparts overview a school embeds in its intranet (OPEN-01..07): a date
 * (DD-MM-YYYY), 1 to 4 weeks and 'view selection'; per week the requests with open dayparts as
 * expandable panels (branch, group, number, count) with their dates and a respond-by-mail button;
 * weeks without open dayparts collapse into one row; without any data, the warning.
 */
export function OpenDaypartsPage({ params }: PageProps) {
  const { t } = useTranslation();
  const token = params.token ?? '';
  const [dateText, setDateText] = useState(today);
  const [weeks, setWeeks] = useState<number>(OPEN_DAYPARTS_WEEKS.default);
  const [selection, setSelection] = useState<Selection>(() => ({ start: apiDateOf(dateText) ?? '', weeks }));
  const [answer, setAnswer] = useState<Answer | null>(null);
  const invalidDate = apiDateOf(dateText) === null;

  useEffect(() => {
    let live = true;
    openDaypartsApi
      .get(token, selection.start, selection.weeks)
      .then((overview) => live && setAnswer({ selection, overview }))
      .catch(() => live && setAnswer({ selection, overview: null }));
    return () => {
      live = false;
    };
  }, [token, selection]);

  const loading = answer?.selection !== selection;
  const overview = loading ? null : answer.overview;

  const view = () => {
    const start = apiDateOf(dateText);
    if (start) setSelection({ start, weeks });
  };

  return (
    <Box sx={{ p: 2, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {overview?.requestInfo.pool ? t('open_dayparts.title_pool', { pool: overview.requestInfo.pool }) : t('open_dayparts.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('open_dayparts.date')}
          placeholder="DD-MM-YYYY"
          size="small"
          value={dateText}
          onChange={(e) => setDateText(e.target.value)}
          error={invalidDate}
          helperText={invalidDate ? t('open_dayparts.date_invalid') : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'open-dayparts-date', inputMode: 'numeric' } }}
        />
        <TextField
          select
          label={t('open_dayparts.weeks')}
          size="small"
          value={weeks}
          onChange={(e) => setWeeks(Number(e.target.value))}
          sx={{ minWidth: 140 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'open-dayparts-weeks' } as object } }}
        >
          {WEEK_CHOICES.map((n) => (
            <MenuItem key={n} value={n} data-testid={`open-dayparts-weeks-${n}`}>
              {t('open_dayparts.week_count', { count: n })}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={view} disabled={invalidDate} data-testid="open-dayparts-view">
          {t('open_dayparts.view_selection')}
        </Button>
      </Stack>
      {loading && <CircularProgress data-testid="open-dayparts-loading" sx={{ display: 'block', mx: 'auto', my: 4 }} />}
      {!loading && !overview?.requests.length && (
        <Alert severity="warning" data-testid="open-dayparts-empty">
          {t(OPEN_DAYPARTS_EMPTY_KEY)}
        </Alert>
      )}
      {overview && overview.requests.length > 0 && <Weeks overview={overview} />}
    </Box>
  );
}

function Weeks({ overview }: { overview: OpenDaypartsOverview }) {
  const { t } = useTranslation();
  const byNumber = new Map(overview.requests.map((r) => [r.number, r]));
  return (
    <Stack spacing={3} data-testid="open-dayparts-weeks-list">
      {weekRows(overview.weeks).map((row) =>
        row.kind === 'empty' ? (
          <Typography key={`empty-${row.first}`} sx={{ color: 'text.secondary' }} data-testid="open-dayparts-empty-weeks">
            {row.first === row.last
              ? t('open_dayparts.no_open_week', { week: row.first })
              : t('open_dayparts.no_open_weeks', { first: row.first, last: row.last })}
          </Typography>
        ) : (
          <WeekPanel key={row.week.start} week={row.week} requests={row.week.requests.map((n) => byNumber.get(n)!).filter(Boolean)} />
        ),
      )}
    </Stack>
  );
}

function WeekPanel({ week, requests }: { week: OpenDaypartsWeek; requests: OpenDaypartsRequest[] }) {
  const { t } = useTranslation();
  return (
    <Box data-testid={`open-dayparts-week-${week.week}`}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('open_dayparts.week_heading', { week: week.week, start: displayDate(week.start), end: displayDate(week.end) })}
      </Typography>
      {requests.map((request) => (
        <RequestPanel
          key={request.number}
          request={request}
          dates={request.dates.filter((d) => d.date >= week.start && d.date <= week.end)}
        />
      ))}
    </Box>
  );
}

function RequestPanel({ request, dates }: { request: OpenDaypartsRequest; dates: OpenDaypartsRequest['dates'] }) {
  const { t } = useTranslation();
  const lines = dates.map((d) => `${displayDate(d.date)} ${t(d.daypart === 1 ? 'offer.morning' : 'offer.afternoon')}`);
  const subject = t('open_dayparts.mail_subject', { number: request.number, branch: request.branch.name });
  const body = t('open_dayparts.mail_body', { number: request.number, group: request.group, dates: lines.join('\n') });
  return (
    <Accordion disableGutters data-testid={`open-dayparts-request-${request.number}`}>
      <AccordionSummary>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{request.branch.name}</Typography>
          <Typography>{request.group}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('open_dayparts.request', { number: request.number })}</Typography>
          <Chip size="small" color="warning" label={t('open_dayparts.open_count', { count: dates.length })} />
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('offer.date')}</TableCell>
              <TableCell>{t('offer.daypart')}</TableCell>
              <TableCell>{t('open_dayparts.time')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {dates.map((d) => (
              <TableRow key={`${d.date}-${d.daypart}`}>
                <TableCell>{displayDate(d.date)}</TableCell>
                <TableCell>{t(d.daypart === 1 ? 'offer.morning' : 'offer.afternoon')}</TableCell>
                <TableCell>{d.start_work_time && d.end_work_time ? `${d.start_work_time} - ${d.end_work_time}` : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {request.branch.email && (
          <Button
            sx={{ mt: 2 }}
            variant="outlined"
            href={mailtoOf(request.branch.email, subject, body)}
            target="_top"
            data-testid={`open-dayparts-mail-${request.number}`}
          >
            {t('open_dayparts.respond_by_mail')}
          </Button>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
