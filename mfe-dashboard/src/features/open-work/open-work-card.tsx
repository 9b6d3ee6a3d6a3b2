import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DaypartRef, OpenWorkItem } from '@app/contracts';
import { currentLocale } from '@app/i18n';
import { formatShortDay } from '@app/platform/dates';

/** 'ma 7 dec ochtend, di 8 dec middag': the dayparts as a substitute reads them. */
export function useDaypartsText() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (dayparts: readonly DaypartRef[]) =>
    dayparts.map((d) => `${formatShortDay(d.date, locale)} ${t(`open_work.daypart.${d.daypart}`)}`).join(', ');
}

/** One request's open work: the school, the dayparts, whether the school still decides, and Take. */
export function OpenWorkCard({ item, busy, onClaim }: { item: OpenWorkItem; busy: boolean; onClaim(): void }) {
  const { t } = useTranslation();
  const daypartsText = useDaypartsText();
  const id = `open-work-${item.request}`;
  return (
    <Card variant="outlined" component="li" data-testid={id}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="subtitle1" component="h2">
          {item.branch.name}
        </Typography>
        <Typography variant="body2" data-testid={`${id}-dayparts`}>
          {daypartsText(item.dayparts)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[`#${item.request}`, item.waits_for_school ? t('open_work.waits_for_school') : null].filter(Boolean).join(' · ')}
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="contained" size="small" disabled={busy} onClick={onClaim} data-testid={`${id}-claim`}>
          {t('open_work.claim')}
        </Button>
      </CardActions>
    </Card>
  );
}
