import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DuplicatePerson } from '@app/contracts';
import { formatDisplayDate } from '@app/platform/dates';
import { useModuleInfo } from '@app/ui/module-routes';
import { PageFrame } from '@app/ui/page-frame';
import { QueryState } from '@app/ui/query-state';
import type { ReportScreenProps } from '../../report-screen';
import { duplicateKeys, useDuplicates } from './api/duplicates-api';
import { MergeDialog } from './merge-dialog';
import { toggleTicked } from './merge-selection';

const COLUMNS = ['person', 'birth_date', 'email', 'matches', 'has'] as const;

/**
 * The de-duplicate persons report (spec 001 'Duplicate-person merge', MD-MERGE-01/02/11): likely
 * duplicates listed by group, searchable and paginated; at most two ticked, the merge button at
 * two; a merge that goes through closes the dialog and reads the list again.
 */
export function DuplicatesScreen({ definition }: ReportScreenProps) {
  const { t } = useTranslation();
  const { remote, version } = useModuleInfo();
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [ticked, setTicked] = useState<DuplicatePerson[]>([]);
  const [merging, setMerging] = useState(false);
  const query = useDuplicates(search, page + 1, perPage);
  const tick = (person: DuplicatePerson) => {
    const ids = toggleTicked(
      ticked.map((p) => p.id),
      person.id,
    );
    setTicked(ids.map((id) => ticked.find((p) => p.id === id) ?? person));
  };
  const apply = () => {
    if (typed.trim() === search) return;
    setSearch(typed.trim());
    setPage(0);
  };

  return (
    <PageFrame remote={remote} version={version} title={definition.title}>
      <Stack sx={{ gap: 2 }}>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <TextField
            size="small"
            label={t('reports.duplicates.search')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && apply()}
            onBlur={apply}
            slotProps={{ htmlInput: { 'data-testid': 'duplicates-search' } }}
          />
          <Typography color="text.secondary" data-testid="duplicates-ticked">
            {t('reports.duplicates.ticked', { count: ticked.length })}
          </Typography>
          {ticked.length >= 2 ? (
            <Button variant="contained" onClick={() => setMerging(true)} data-testid="duplicates-merge">
              {t('reports.duplicates.merge')}
            </Button>
          ) : null}
        </Stack>
        <QueryState
          query={query}
          failed="reports.duplicates.load_failed"
          empty="reports.duplicates.empty"
          isEmpty={(answer) => answer.rows.length === 0}
          testId="duplicates"
        >
          {(answer) => (
            <>
              <Table size="small" data-testid="duplicates-table">
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox" />
                    {COLUMNS.map((c) => (
                      <TableCell key={c}>{t(`reports.duplicates.columns.${c}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {answer.rows.map((row, i) => {
                    const checked = ticked.some((p) => p.id === row.id);
                    // groups alternate their shade, so the persons listed together read as one
                    const shade =
                      answer.rows.slice(0, i + 1).filter((r, j, all) => j === 0 || r.group !== all[j - 1]!.group).length % 2 === 0;
                    return (
                      <TableRow key={row.id} data-testid={`duplicates-row-${row.id}`} sx={shade ? { bgcolor: 'action.hover' } : undefined}>
                        <TableCell padding="checkbox">
                          <Checkbox
                            checked={checked}
                            disabled={!checked && ticked.length >= 2}
                            onChange={() => tick(row)}
                            slotProps={{
                              input: {
                                'aria-label': t('reports.duplicates.tick', { name: row.person }),
                                'data-testid': `duplicates-check-${row.id}`,
                              } as object,
                            }}
                          />
                        </TableCell>
                        <TableCell>
                          {row.person} {row.archived ? <Chip size="small" label={t('reports.duplicates.archived')} /> : null}
                        </TableCell>
                        <TableCell>{row.birth_date ? formatDisplayDate(row.birth_date) : ''}</TableCell>
                        <TableCell>{row.email ?? ''}</TableCell>
                        <TableCell>{row.matches.map((m) => t(`reports.duplicates.matches.${m}`)).join(', ')}</TableCell>
                        <TableCell>{row.has.map((k) => t(`reports.duplicates.kinds.${k}`)).join(', ')}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
              <TablePagination
                component="div"
                count={answer.pagination?.total ?? answer.rows.length}
                page={page}
                rowsPerPage={perPage}
                rowsPerPageOptions={[25, 50, 100]}
                onPageChange={(_, next) => setPage(next)}
                onRowsPerPageChange={(e) => {
                  setPerPage(Number(e.target.value));
                  setPage(0);
                }}
              />
            </>
          )}
        </QueryState>
      </Stack>
      {merging && ticked.length === 2 ? (
        <MergeDialog
          persons={[ticked[0]!, ticked[1]!]}
          onClose={() => setMerging(false)}
          onMerged={() => {
            setMerging(false);
            setTicked([]);
            void client.invalidateQueries({ queryKey: duplicateKeys.all });
          }}
        />
      ) : null}
    </PageFrame>
  );
}
