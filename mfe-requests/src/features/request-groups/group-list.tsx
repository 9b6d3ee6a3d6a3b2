import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { REQUEST_STATUSES, RequestRights, type RequestStatus } from '@app/contracts';
import { navigate } from '@app/platform/navigation';
import { useHasRight } from '@app/platform/session';
import { PageFrame } from '@app/ui/page-frame';
import { QueryProblem } from '@app/ui/query-state';
import { GroupCard } from './group-card';
import { useLabelNames } from '../../components/labels';
import { GROUPS_PER_PAGE, useGroupList } from './use-group-list';

/** The request groups (REQ-GROUP-01..03): searchable, filtered by status, a card per group, paged. */
export function GroupList({ title, remote, version }: { title: string; remote: string; version: string }) {
  const { t } = useTranslation();
  const canEdit = useHasRight(RequestRights.edit);
  const labelNames = useLabelNames();
  const { groups, page, setPage, search, setSearch, status, setStatus } = useGroupList();
  const pages = Math.ceil((groups.data?.total ?? 0) / GROUPS_PER_PAGE);

  let body;
  if (groups.isError) body = <QueryProblem query={groups} failed="groups.load_failed" testId="group-list" />;
  else if (groups.isPending)
    body = (
      <Stack sx={{ gap: 1 }} data-testid="group-list-loading">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  else if (groups.data.rows.length === 0)
    body = (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="group-list-empty">
        {search || status ? t('groups.none_found') : t('groups.empty')}
      </Typography>
    );
  else
    body = (
      <Stack sx={{ gap: 1 }} data-testid="group-list">
        {groups.data.rows.map((group) => (
          <GroupCard key={group.id} group={group} canEdit={canEdit} labelNames={labelNames} />
        ))}
      </Stack>
    );

  return (
    <PageFrame remote={remote} version={version} title={title}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' } }}>
          <TextField
            size="small"
            label={t('groups.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'group-search' } }}
          />
          <TextField
            size="small"
            select
            label={t('fields.status')}
            value={status}
            onChange={(e) => setStatus(e.target.value as RequestStatus | '')}
            sx={{ minWidth: 160 }}
            slotProps={{ htmlInput: { 'data-testid': 'group-status-filter' } }}
          >
            <MenuItem value="">{t('groups.all_statuses')}</MenuItem>
            {REQUEST_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          {canEdit ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              sx={{ ml: { sm: 'auto' } }}
              onClick={() => navigate('/request-group/new')}
              data-testid="group-create"
            >
              {t('groups.create')}
            </Button>
          ) : null}
        </Stack>
        {body}
        {pages > 1 ? (
          <Stack sx={{ alignItems: 'center', mt: 2 }}>
            <Pagination count={pages} page={page + 1} onChange={(_e, next) => setPage(next - 1)} data-testid="group-pagination" />
          </Stack>
        ) : null}
      </Paper>
    </PageFrame>
  );
}
