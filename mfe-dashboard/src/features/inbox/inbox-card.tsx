import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { offerAddress, type InboxItem } from '@app/contracts';
import { DateFormat, formatDisplayDate, inAmsterdam } from '@app/platform/dates';

interface Props {
  item: InboxItem;
  onAnswer(answer: 'approve' | 'deny'): Promise<void>;
}

/**
 * One inbox item (INBOX-02, INV-RULE-05): what is offered, where and until when; the detail unfolds
 * with the start date, the address and the school's phone, the schedule, every daypart, the hours,
 * the planner's message and the explanation, and one's own offer links its answer page by its token. Deny and Approve are always in
 * sight, folded or not, and off while an answer is on its way, so one click is one call.
 */
export function InboxCard({ item, onAnswer }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const dates = item.request_dates.map((d) => d.date).sort();
  // an acceptance waiting for the school: the school approves or turns the person down, no expiry
  const proposal = item.state === 'wait_for_deny';
  const answer = async (a: 'approve' | 'deny') => {
    setBusy(true);
    try {
      await onAnswer(a);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" data-testid={`inbox-item-${item.kind}-${item.id}`}>
      <CardContent sx={{ pb: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>
          {proposal ? t('inbox.proposal.title', { person: item.person.full_name }) : t(`inbox.kind.${item.kind}`)}: {item.branch.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {dates.length > 0 && t('inbox.period', { from: formatDisplayDate(dates[0]!), to: formatDisplayDate(dates.at(-1)!) })}
          {proposal ? null : ` · ${t('inbox.expires', { at: inAmsterdam(item.expiration_date).format(DateFormat.dateTime) })}`}
        </Typography>
        <Collapse in={open}>
          <Stack sx={{ gap: 0.5, mt: 1 }} data-testid={`inbox-item-${item.kind}-${item.id}-detail`}>
            <Typography variant="body2">
              {t('inbox.start_date')}: {item.request.start_date ? formatDisplayDate(item.request.start_date) : '-'}
            </Typography>
            <Typography variant="body2">
              {t('inbox.address')}: {offerAddress(item) || '-'}
            </Typography>
            <Typography variant="body2">
              {t('inbox.phone')}: {item.phone ? <Link href={`tel:${item.phone.replace(/\s/g, '')}`}>{item.phone}</Link> : '-'}
            </Typography>
            <Typography variant="body2">
              {t('inbox.schedule')}: {item.schedule.name}
            </Typography>
            <Typography variant="body2">
              {t('inbox.dayparts')}:{' '}
              {item.request_dates
                .map((d) => `${formatDisplayDate(d.date)} ${t(d.daypart === 1 ? 'inbox.morning' : 'inbox.afternoon')}`)
                .join(', ')}
            </Typography>
            <Typography variant="body2">
              {t('inbox.duration')}: {t('inbox.hours', { count: item.duration })}
            </Typography>
            {item.message && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {t('inbox.message')}: {item.message}
              </Typography>
            )}
            {item.remark && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {t('inbox.remark')}: {item.remark}
              </Typography>
            )}
            {item.token && (
              <Link variant="body2" href={`/${item.kind}/confirm/${item.token}`} data-testid={`inbox-item-${item.kind}-${item.id}-page`}>
                {t('inbox.open_page')}
              </Link>
            )}
          </Stack>
        </Collapse>
      </CardContent>
      <CardActions>
        <Button size="small" aria-expanded={open} onClick={() => setOpen(!open)} data-testid={`inbox-item-${item.kind}-${item.id}-toggle`}>
          {t(open ? 'inbox.less' : 'inbox.more')}
        </Button>
        <Stack direction="row" sx={{ gap: 1, ml: 'auto' }}>
          <Button color="error" disabled={busy} onClick={() => void answer('deny')} data-testid={`inbox-item-${item.kind}-${item.id}-deny`}>
            {t('inbox.deny')}
          </Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void answer('approve')}
            data-testid={`inbox-item-${item.kind}-${item.id}-approve`}
          >
            {t('inbox.approve')}
          </Button>
        </Stack>
      </CardActions>
    </Card>
  );
}
