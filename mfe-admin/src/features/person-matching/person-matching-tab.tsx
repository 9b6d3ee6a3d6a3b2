import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { matchReasonText, OfferRights, type PersonMatchExcluded, type PersonMatchRecord } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { formatDisplayDate } from '@app/platform/dates';
import { useHasRight } from '@app/platform';
import { confirm, toast } from '@app/ui/dialog-store';
import { QueryProblem } from '@app/ui/query-state';
import { MatchWhyChips } from '@app/ui/match-why';
import { invitePersonTo, personMatchingKey, usePersonMatching, type PersonMatchingFilters } from './api/person-matching-api';

const PAGE_SIZE = 10;

const period = (fit: { first_date: string; last_date: string }) =>
  fit.first_date === fit.last_date
    ? formatDisplayDate(fit.first_date)
    : `${formatDisplayDate(fit.first_date)} – ${formatDisplayDate(fit.last_date)}`;

/**
 * The person popup's Matching tab (MATCH-01: the person popup Matching tab): the open requests the
 * person fits, best first, ranked by the same engine as a request's matching (the hard rules per
 * request), with each request's score parts; with the invitation right the person is invited for a
 * request's open dayparts. 'Show excluded' lists the requests the person fails, with the reasons.
 */
export function PersonMatchingTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canInvite = useHasRight(OfferRights.invitation.all);
  const [filters, setFilters] = useState<PersonMatchingFilters>({ availability: 'any', excluded: false });
  const [page, setPage] = useState(0);
  const [inviting, setInviting] = useState<number | null>(null);
  const matching = usePersonMatching(id, filters);

  const invite = async (fit: PersonMatchRecord) => {
    if (
      !(await confirm({ title: t('person_matching.invite_title'), message: t('person_matching.invite_confirm', { request: fit.request }) }))
    )
      return;
    setInviting(fit.request);
    try {
      await invitePersonTo(fit.request, id);
      toast(t('person_matching.invited', { request: fit.request }), { severity: 'success', testId: 'person-matching-toast' });
    } catch (error) {
      toast(apiErrorText(error, t('person_matching.invite_failed')), { severity: 'error', testId: 'person-matching-toast' });
    } finally {
      setInviting(null);
      await queryClient.invalidateQueries({ queryKey: personMatchingKey(id) });
    }
  };

  const filterBar = (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label={t('person_matching.availability')}
        value={filters.availability}
        onChange={(e) => {
          setPage(0);
          setFilters({ ...filters, availability: e.target.value as PersonMatchingFilters['availability'] });
        }}
        sx={{ minWidth: 220 }}
        slotProps={{ htmlInput: { 'data-testid': 'person-matching-availability' } }}
      >
        <MenuItem value="any">{t('person_matching.any')}</MenuItem>
        <MenuItem value="full">{t('person_matching.full')}</MenuItem>
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={filters.excluded}
            onChange={(e) => setFilters({ ...filters, excluded: e.target.checked })}
            data-testid="person-matching-excluded-switch"
          />
        }
        label={t('person_matching.show_excluded')}
      />
    </Stack>
  );

  let body;
  if (matching.isPending || matching.isError)
    body = <QueryProblem query={matching} failed="person_matching.load_failed" testId="person-matching" />;
  else {
    const { fits, meta } = matching.data;
    const shown = fits.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
    body = (
      <Stack sx={{ gap: 1 }}>
        {fits.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }} data-testid="person-matching-empty">
            {t('person_matching.empty')}
          </Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" data-testid="person-matching-total">
              {t('person_matching.total', { count: meta.total })}
              {meta.total > fits.length ? ` (${t('person_matching.shown', { count: fits.length })})` : ''}
            </Typography>
            <TableContainer>
              <Table size="small" data-testid="person-matching">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('person_matching.request')}</TableCell>
                    <TableCell>{t('person_matching.branch')}</TableCell>
                    <TableCell>{t('person_matching.period')}</TableCell>
                    <TableCell>{t('person_matching.dayparts')}</TableCell>
                    <TableCell>{t('person_matching.score')}</TableCell>
                    <TableCell>{t('person_matching.why')}</TableCell>
                    {canInvite && <TableCell />}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((fit) => (
                    <TableRow key={fit.request} data-testid={`person-matching-row-${fit.request}`}>
                      <TableCell>{fit.request}</TableCell>
                      <TableCell>{fit.branch ?? ''}</TableCell>
                      <TableCell>{period(fit)}</TableCell>
                      <TableCell>{t('person_matching.available', { available: fit.available, open: fit.open_dayparts })}</TableCell>
                      <TableCell>{fit.score}</TableCell>
                      <TableCell>
                        <MatchWhyChips why={fit.why} />
                      </TableCell>
                      {canInvite && (
                        <TableCell>
                          <Button
                            size="small"
                            variant="outlined"
                            disabled={inviting !== null}
                            onClick={() => void invite(fit)}
                            data-testid={`person-matching-invite-${fit.request}`}
                          >
                            {t('person_matching.invite')}
                          </Button>
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {fits.length > PAGE_SIZE && (
              <TablePagination
                component="div"
                count={fits.length}
                page={page}
                rowsPerPage={PAGE_SIZE}
                rowsPerPageOptions={[PAGE_SIZE]}
                onPageChange={(_e, next: number) => setPage(next)}
                data-testid="person-matching-pages"
              />
            )}
          </>
        )}
        {filters.excluded && <ExcludedRequests excluded={meta.excluded ?? []} />}
      </Stack>
    );
  }

  return (
    <Stack sx={{ gap: 2 }} data-testid="person-matching-tab">
      {filterBar}
      {body}
    </Stack>
  );
}

function ExcludedRequests({ excluded }: { excluded: PersonMatchExcluded[] }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 0.5, mt: 1 }} data-testid="person-matching-excluded">
      <Typography variant="subtitle2">{t('person_matching.excluded', { count: excluded.length })}</Typography>
      {excluded.map((e) => (
        <Typography key={e.request} variant="body2" data-testid={`person-matching-excluded-${e.request}`}>
          {t('person_matching.excluded_request', { request: e.request, branch: e.branch ?? '' })}:{' '}
          {e.reasons.map(matchReasonText).join('; ')}
        </Typography>
      ))}
    </Stack>
  );
}
