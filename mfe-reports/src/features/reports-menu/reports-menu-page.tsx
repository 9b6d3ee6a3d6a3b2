import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { navigate } from '@app/platform/navigation';
import { useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { PageFrame } from '@app/ui/page-frame';
import { QueryState } from '@app/ui/query-state';
import { ReportCard } from './report-card';
import { useReportMenu } from './api/use-report-menu';

/** `/reports` (RPT-MENU-01): the cards of the reports the profile may open, and a footer with their count. */
export function ReportsMenuPage({ route }: PageProps) {
  const { t } = useTranslation();
  const { remote, version } = useModuleInfo();
  const menu = useReportMenu();
  return (
    <PageFrame remote={remote} version={version} title={route.title}>
      <QueryState query={menu} failed="reports.menu_failed" testId="reports-menu" empty="reports.menu_empty" isEmpty={(m) => m.count === 0}>
        {(m) => (
          <>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
              data-testid="reports-menu"
            >
              {m.items.map((item) => (
                <ReportCard key={item.key} item={item} open={(r) => navigate(`/reports/${r}`)} />
              ))}
            </Box>
            <Typography color="text.secondary" sx={{ pt: 2 }} data-testid="reports-menu-count">
              {t('reports.count', { count: m.count })}
            </Typography>
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
