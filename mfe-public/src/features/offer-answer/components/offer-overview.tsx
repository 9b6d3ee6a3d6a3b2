import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { offerAddress, offerSegment, type OfferView } from '@app/contracts/staffing/offer-view';
import { formatDisplayDate, formatDisplayDateTime } from '@app/platform/display-dates';

/** The dayparts as a small table: MUI's small table's spacing and rules, without its components. */
const dayparts = {
  mt: 1,
  borderCollapse: 'collapse',
  width: '100%',
  typography: 'body2',
  '& th, & td': { textAlign: 'left', py: 0.75, px: 1, borderBottom: 1, borderColor: 'divider' },
  '& th': { fontWeight: 500 },
} as const;

/**
 * One fact. Each text is one string: the HTML the server renders has adjacent texts as one node, so
 * texts made of parts would be written again when the script takes the page over (ADR 0319).
 */
function Line({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Typography variant="body2" data-testid={testId}>
      <strong>{`${label}:`}</strong>
      {typeof value === 'object' && value !== null ? <> {value}</> : ` ${value || '-'}`}
    </Typography>
  );
}

/**
 * Step 1's facts (INV-CONF-02, INV-RULE-05): branch, the request's start date, period, address, the
 * school's phone (a tel link), person, schedule, duration, expiry, message, and the dayparts with their working times by the week schedule.
 */
export function OfferOverview({ offer }: { offer: OfferView }) {
  const { t } = useTranslation();
  const dates = offer.request_dates.map((d) => d.date).sort();
  const period = dates.length ? `${formatDisplayDate(dates[0]!)} - ${formatDisplayDate(dates.at(-1)!)}` : '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }} data-testid="offer-overview">
      <Line label={t('offer.branch')} value={offer.branch.name} testId="offer-branch" />
      <Line
        label={t('offer.start_date')}
        value={offer.request.start_date ? formatDisplayDate(offer.request.start_date) : ''}
        testId="offer-start"
      />
      <Line label={t('offer.period')} value={period} testId="offer-period" />
      <Line label={t('offer.address')} value={offerAddress(offer)} testId="offer-address" />
      <Line
        label={t('offer.phone')}
        value={
          offer.phone ? (
            <Typography component="a" variant="inherit" color="primary" href={`tel:${offer.phone.replace(/\s/g, '')}`}>
              {offer.phone}
            </Typography>
          ) : (
            ''
          )
        }
        testId="offer-phone"
      />
      <Line label={t('offer.person')} value={offer.person.full_name} testId="offer-person" />
      <Line label={t('offer.schedule')} value={offer.schedule.name} testId="offer-schedule" />
      <Line label={t('offer.duration')} value={t('offer.hours', { count: offer.duration })} testId="offer-duration" />
      <Line label={t('offer.expires')} value={formatDisplayDateTime(offer.expiration_date)} testId="offer-expires" />
      {offer.message ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} data-testid="offer-message">
          <strong>{t('offer.message')}:</strong> {offer.message}
        </Typography>
      ) : null}
      <Box component="table" sx={dayparts} data-testid="offer-dayparts">
        <thead>
          <tr>
            <th>{t('offer.date')}</th>
            <th>{t('offer.daypart')}</th>
            <th>{t('offer.time')}</th>
          </tr>
        </thead>
        <tbody>
          {offer.request_dates.map((d) => {
            const segment = offerSegment(offer.week_schedule.segments, d);
            return (
              <tr key={`${d.date}-${d.daypart}`}>
                <td>{formatDisplayDate(d.date)}</td>
                <td>{t(d.daypart === 1 ? 'offer.morning' : 'offer.afternoon')}</td>
                <td>{segment ? `${segment.start_work_time} - ${segment.end_work_time}` : '-'}</td>
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}
