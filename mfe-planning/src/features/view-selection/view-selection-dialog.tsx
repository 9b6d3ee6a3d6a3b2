import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@app/platform/api';
import { PERSON_PAGE, usePlanningPersons } from '../../lib/planning-api';

/** A search waits this long after the last key press. */
const SEARCH_DELAY_MS = 300;

/**
 * The `view-selection` modal (`/planning/view-selection`): a planner searches the persons of their
 * branches (master data's person list applies the caller's branch filter) and opens one's planning.
 */
export function ViewSelectionDialog({ open, onClose, onChoose }: { open: boolean; onClose(): void; onChoose(person: number): void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const persons = usePlanningPersons(search, open);
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="view-selection-title">
      <DialogTitle id="view-selection-title">{t('view_selection.title')}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          label={t('view_selection.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'view-selection-search' } }}
        />
        {persons.isError ? (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="view-selection-error">
            {apiErrorText(persons.error, t('view_selection.failed'))}
          </Alert>
        ) : persons.isPending ? (
          <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} data-testid="view-selection-loading" />
        ) : persons.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="view-selection-empty">
            {t('view_selection.empty')}
          </Typography>
        ) : (
          <List dense data-testid="view-selection-list">
            {persons.data.map((person) => (
              <ListItemButton key={person.id} onClick={() => onChoose(person.id)} data-testid={`view-selection-person-${person.id}`}>
                <ListItemText primary={person.full_name} secondary={person.city} />
              </ListItemButton>
            ))}
            {persons.data.length >= PERSON_PAGE && (
              <Typography variant="caption" color="text.secondary" data-testid="view-selection-more">
                {t('view_selection.more', { count: PERSON_PAGE })}
              </Typography>
            )}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="view-selection-close">
          {t('view_selection.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
