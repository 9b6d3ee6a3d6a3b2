import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventBusy from '@mui/icons-material/EventBusy';
import Payments from '@mui/icons-material/Payments';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import type { DashboardCardKey } from '@app/contracts';
import { PanelCard } from '../../components/panel-card';
import { useCards } from '../../lib/dashboard-api';

const ICONS: Record<DashboardCardKey, typeof EventBusy> = { open_dayparts: EventBusy, approval: TaskAlt, processing: Payments };

/**
 * The dashboard's cards (DASH-01..04): the service answers only the cards the profile holds the
 * right of; each shows its count, its text and its sub text.
 */
export function CardsPanel() {
  const { t } = useTranslation();
  const cards = useCards();
  return (
    <PanelCard
      testId="dashboard-cards"
      title={t('dashboard.cards.title')}
      query={cards}
      failed="dashboard.cards.load_failed"
      empty="dashboard.cards.empty"
      isEmpty={(data) => data.length === 0}
    >
      {(data) => (
        <Grid container spacing={2}>
          {data.map((card) => {
            const Icon = ICONS[card.key];
            return (
              <Grid key={card.key} size={{ xs: 12, sm: 4 }}>
                <Card variant="outlined" data-testid={`dashboard-card-${card.key}`}>
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Icon color="primary" />
                      <Typography variant="h4" component="p" data-testid={`dashboard-card-${card.key}-value`}>
                        {card.value ?? card.default_value}
                      </Typography>
                    </Stack>
                    <Typography>{t(card.text)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(card.sub_text)}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      )}
    </PanelCard>
  );
}
