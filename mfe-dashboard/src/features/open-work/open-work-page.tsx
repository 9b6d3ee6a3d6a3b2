import { useState } from 'react';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OpenWorkItem } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { confirm, toast } from '@app/ui/dialog-store';
import { useModuleInfo, type PageProps } from '@app/ui/module-routes';
import { PageFrame } from '@app/ui/page-frame';
import { QueryState } from '@app/ui/query-state';
import { dashboardKeys } from '../../lib/dashboard-api';
import { claimOpenWork, openWorkKey, useOpenWork } from './api/open-work-api';
import { OpenWorkAlertSwitch } from './components/open-work-alert-switch';
import { OpenWorkCard, useDaypartsText } from './open-work-card';

/**
 * `/open-work` (docs/open-work.md): the open work the substitute may take, best first, each with
 * Take. A claim is confirmed first; it plans them (or the school still decides) and the list and
 * the dashboard's upcoming work are fetched again. Work someone else took meanwhile is said as the
 * service words it, and the list is fetched again. The refresh button reloads on the phone.
 */
export function OpenWorkPage({ route }: PageProps) {
  const { t } = useTranslation();
  const { remote, version } = useModuleInfo();
  const work = useOpenWork();
  const queryClient = useQueryClient();
  const daypartsText = useDaypartsText();
  const [claiming, setClaiming] = useState<number | null>(null);

  const claim = async (item: OpenWorkItem) => {
    const ok = await confirm({
      title: t('open_work.claim_title'),
      message: t(item.waits_for_school ? 'open_work.claim_message_school' : 'open_work.claim_message', {
        branch: item.branch.name,
        dayparts: daypartsText(item.dayparts),
      }),
    });
    if (!ok) return;
    setClaiming(item.request);
    try {
      const done = await claimOpenWork(item.request, item.dayparts);
      toast(t(done.state === 'waiting' ? 'open_work.waiting' : 'open_work.planned'), { severity: 'success', testId: 'open-work-toast' });
    } catch (error) {
      toast(apiErrorText(error, t('open_work.claim_failed')), { severity: 'error', testId: 'open-work-toast' });
    } finally {
      setClaiming(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: openWorkKey }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.upcomingWork }),
      ]);
    }
  };

  const refresh = (
    <IconButton
      aria-label={t('open_work.refresh')}
      disabled={work.isFetching}
      onClick={() => void work.refetch()}
      data-testid="open-work-refresh"
    >
      <RefreshIcon />
    </IconButton>
  );
  return (
    <PageFrame remote={remote} version={version} title={route.title} actions={refresh}>
      <OpenWorkAlertSwitch />
      <QueryState
        query={work}
        failed="open_work.load_failed"
        testId="open-work"
        empty="open_work.empty"
        isEmpty={(data) => data.notice === null && data.items.length === 0}
      >
        {(data) =>
          data.notice ? (
            <Alert severity="info" data-testid="open-work-notice">
              {data.notice}
            </Alert>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {data.total > data.items.length
                  ? t('open_work.best_of', { shown: data.items.length, total: data.total })
                  : t('open_work.intro')}
              </Typography>
              <Stack component="ul" sx={{ gap: 1, p: 0, m: 0, listStyle: 'none' }} data-testid="open-work-list">
                {data.items.map((item) => (
                  <OpenWorkCard key={item.request} item={item} busy={claiming !== null} onClaim={() => void claim(item)} />
                ))}
              </Stack>
            </>
          )
        }
      </QueryState>
    </PageFrame>
  );
}
