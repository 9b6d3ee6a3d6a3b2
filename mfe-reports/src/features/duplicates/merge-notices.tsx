import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { visibleConflicts } from './merge-selection';

/** The merge's conflicts (MD-MERGE-10): up to 3 notices, then "Er zijn nog N andere conflicten gevonden" with show-all. */
export function MergeNotices({ conflicts }: { conflicts: string[] }) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const { shown, more } = visibleConflicts(conflicts, showAll);
  return (
    <Stack sx={{ gap: 1 }} data-testid="merge-conflicts">
      {shown.map((message, i) => (
        <Alert key={i} severity="warning" data-testid="merge-conflict">
          {message}
        </Alert>
      ))}
      {more > 0 ? (
        <Alert severity="info" data-testid="merge-more-conflicts">
          {t('reports.duplicates.dialog.more_conflicts', { count: more })}{' '}
          <Link component="button" type="button" onClick={() => setShowAll(true)} data-testid="merge-show-all">
            {t('reports.duplicates.dialog.show_all')}
          </Link>
        </Alert>
      ) : null}
    </Stack>
  );
}
