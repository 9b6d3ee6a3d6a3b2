import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOURS, type RequestStatus } from '@app/contracts';

/** A request's status in its colour (spec 000 section 4: completed green, medium orange, high red, other grey). */
export function StatusChip({ status, testId = 'request-status' }: { status: RequestStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      sx={{ bgcolor: STATUS_COLOURS[status], color: '#fff', fontWeight: 500 }}
      data-testid={testId}
      data-status={status}
    />
  );
}
