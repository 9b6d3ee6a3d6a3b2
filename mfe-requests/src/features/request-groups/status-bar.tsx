import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { REQUEST_STATUSES, STATUS_COLOURS, type StatusCounts } from '@app/contracts';

/** A group card's status bar (REQ-GROUP-02): a segment per status, as wide as its share of the group's requests. */
export function StatusBar({ counts, testId }: { counts: StatusCounts; testId: string }) {
  const { t } = useTranslation();
  const total = REQUEST_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  const label = total
    ? REQUEST_STATUSES.filter((s) => counts[s] > 0)
        .map((s) => `${counts[s]} ${t(`status.${s}`)}`)
        .join(', ')
    : t('groups.no_requests');
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      data-testid={testId}
      sx={{ display: 'flex', height: 8, width: '100%', minWidth: 80, borderRadius: 4, overflow: 'hidden', bgcolor: 'action.hover' }}
    >
      {REQUEST_STATUSES.filter((s) => counts[s] > 0).map((s) => (
        <Box key={s} data-status={s} style={{ width: `${(counts[s] / total) * 100}%`, backgroundColor: STATUS_COLOURS[s] }} />
      ))}
    </Box>
  );
}
