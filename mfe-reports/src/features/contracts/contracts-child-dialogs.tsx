import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { branchLink, ExtraPermission as E, Permission as P, requestLink, type ContractsModal, type ContractsWork } from '@app/contracts';
import { formatDisplayDate } from '@app/platform/dates';
import { useHasRight } from '@app/platform/session';
import { formatNumber } from '../../lib/format-value';
import { useReportTexts } from '../../components/use-report-texts';

/** What a child modal of the contracts modal shows: one branch or one request of the substitute's period (RPT-CON-02). */
export type ContractsChild = { kind: 'branch'; branch: ContractsWork['branch'] } | { kind: 'request'; request: ContractsWork['request'] };

const hoursOf = (work: ContractsWork[]) => work.reduce((n, w) => n + w.hours, 0);

function WorkLines({ work }: { work: ContractsWork[] }) {
  const { t, locale } = useReportTexts();
  return (
    <Stack component="ul" sx={{ m: 0, pl: 2 }}>
      {work.map((w) => (
        <li key={w.id} data-testid={`contracts-child-line-${w.id}`}>
          {t('reports.money.contracts.child_line', {
            date: formatDisplayDate(w.date),
            daypart: w.daypart,
            branch: w.branch.name,
            hours: formatNumber('hours', w.hours, locale),
          })}
        </li>
      ))}
    </Stack>
  );
}

/**
 * A child modal over the contracts modal: a branch (the substitute's contracts there and the work
 * done there in the period) or a request (the dayparts of it the substitute worked), each with a
 * link to its own popup in a new tab, a request also to its log (LOG_VIEW, RPT-LOG-01).
 */
export function ContractsChildDialog({ child, modal, onClose }: { child: ContractsChild; modal: ContractsModal; onClose(): void }) {
  const { t, locale } = useReportTexts();
  const readsBranches = useHasRight([P.BRANCH_VIEW, P.BRANCH_ALL]);
  const readsRequests = useHasRight([P.REQUEST_VIEW, P.REQUEST_ALL]);
  const readsLogs = useHasRight([E.LOG_VIEW]);
  const work = modal.work.filter((w) => (child.kind === 'branch' ? w.branch.id === child.branch.id : w.request.id === child.request.id));
  const title = child.kind === 'branch' ? child.branch.name : t('reports.money.contracts.request_title', { number: child.request.number });
  const contracts = child.kind === 'branch' ? modal.contracts.filter((c) => c.branch.id === child.branch.id) : [];
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid={`contracts-child-${child.kind}`}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 1.5 }}>
          {child.kind === 'branch' ? (
            <Typography data-testid="contracts-child-contracts">
              {contracts.length
                ? contracts
                    .map((c) =>
                      t('reports.money.contracts.child_contract', {
                        from: formatDisplayDate(c.start_date),
                        to: formatDisplayDate(c.end_date),
                        hours: c.hours === null ? '-' : formatNumber('hours', c.hours, locale),
                      }),
                    )
                    .join('; ')
                : t('reports.money.contracts.child_no_contract')}
            </Typography>
          ) : null}
          <Typography variant="subtitle2" data-testid="contracts-child-total">
            {t('reports.money.contracts.child_total', { count: work.length, hours: formatNumber('hours', hoursOf(work), locale) })}
          </Typography>
          <WorkLines work={work} />
          <Stack direction="row" sx={{ gap: 2 }}>
            {child.kind === 'branch' && readsBranches ? (
              <Link href={branchLink(child.branch.id)} target="_blank" rel="noopener" data-testid="contracts-child-branch-link">
                {t('reports.money.contracts.open_branch')}
              </Link>
            ) : null}
            {child.kind === 'request' && readsRequests ? (
              <Link href={requestLink(child.request.id)} target="_blank" rel="noopener" data-testid="contracts-child-request-link">
                {t('reports.money.contracts.open_request')}
              </Link>
            ) : null}
            {child.kind === 'request' && readsLogs ? (
              <Link href={`/reports/log/${child.request.number}`} target="_blank" rel="noopener" data-testid="contracts-child-log-link">
                {t('reports.money.contracts.open_log')}
              </Link>
            ) : null}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('reports.money.contracts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
