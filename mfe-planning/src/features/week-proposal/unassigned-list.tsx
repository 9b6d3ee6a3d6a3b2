import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { translateMessage, type ProposalUnassigned } from '@app/contracts';
import { formatShortDay } from '@app/platform/dates';
import { cellKey } from './api/week-proposal-api';

/** The dayparts nobody could take, each with the rules that left persons out, counted. */
export function UnassignedList({ unassigned }: { unassigned: readonly ProposalUnassigned[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'nl';
  if (!unassigned.length) return null;
  return (
    <section aria-labelledby="proposal-unassigned-title" data-testid="proposal-unassigned">
      <Typography variant="h6" component="h2" id="proposal-unassigned-title" sx={{ mt: 3 }}>
        {t('week_proposal.unassigned', { count: unassigned.length })}
      </Typography>
      <List dense>
        {unassigned.map((u) => (
          <ListItem key={cellKey(u)} data-testid={`proposal-unassigned-${cellKey(u)}`}>
            <ListItemText
              primary={`${u.branch.name} · ${t('week_proposal.request')} ${u.request} · ${formatShortDay(u.date, locale)} ${t(`week_proposal.daypart.${u.daypart}`)}`}
              secondary={u.reasons
                .map((r) => t('week_proposal.reason', { reason: translateMessage(r.message, locale), count: r.count }))
                .join('; ')}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
