import AccountTree from '@mui/icons-material/AccountTree';
import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import BarChart from '@mui/icons-material/BarChart';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Code from '@mui/icons-material/Code';
import Description from '@mui/icons-material/Description';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import PeopleAlt from '@mui/icons-material/PeopleAlt';
import PersonSearch from '@mui/icons-material/PersonSearch';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Timeline from '@mui/icons-material/Timeline';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportIcon, ReportMenuItem } from '@app/contracts';

const ICONS: Record<ReportIcon, ComponentType> = {
  AccountTree,
  AssignmentTurnedIn,
  BarChart,
  CalendarMonth,
  Code,
  Description,
  DirectionsCar,
  EventAvailable,
  Groups,
  History,
  PeopleAlt,
  PersonSearch,
  SwapHoriz,
  Timeline,
};

/** One card of the reports menu (RPT-MENU-01): icon, title, subtitle, and the sysadmin badge of an admin-only report. */
export function ReportCard({ item, open }: { item: ReportMenuItem; open(route: string): void }) {
  const { t } = useTranslation();
  const Icon = ICONS[item.icon];
  return (
    <Card variant="outlined" data-testid={`report-card-${item.key}`}>
      <CardActionArea onClick={() => open(item.route)} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
            <Icon />
            <Stack sx={{ gap: 0.5, flex: 1 }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="subtitle1" component="h2">
                  {t(item.title)}
                </Typography>
                {item.admin_only ? (
                  <Chip size="small" color="secondary" label={t('reports.sysadmin')} data-testid={`report-card-${item.key}-badge`} />
                ) : null}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {t(item.subtitle)}
              </Typography>
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
