import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { requestNoteSchema } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { DateFormat, inAmsterdam } from '@app/platform/dates';
import { QueryProblem } from '@app/ui/query-state';
import { requestApi, requestKeys } from '../../lib/request-api';
import { schemaErrors } from '../../lib/schema-errors';
import { useRequestNotes } from './api/request-popup-api';

/**
 * The request's notes (REQ-DATA-07): for admins only, newest first; a note is added and then never
 * changed or deleted, so the panel offers no edit and no delete.
 */
export function NotesPanel({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const notes = useRequestNotes(requestId);
  const add = useMutation({
    mutationFn: (text: string) => requestApi.addNote(requestId, text),
    onSuccess: async () => {
      setMessage('');
      await queryClient.invalidateQueries({ queryKey: requestKeys.request(requestId) });
    },
    onError: (failure) => setError(apiErrorText(failure, t('notes.failed'))),
  });

  const submit = () => {
    const problem = schemaErrors(requestNoteSchema, { message }).message;
    setError(problem ?? null);
    if (!problem) add.mutate(message.trim());
  };

  return (
    <Stack sx={{ gap: 1 }} data-testid="request-notes">
      <Typography variant="subtitle1" component="h3">
        {t('notes.title')}
      </Typography>
      {notes.isError ? <QueryProblem query={notes} failed="notes.load_failed" testId="notes" /> : null}
      {notes.isPending ? <Skeleton height={48} /> : null}
      {notes.data?.length === 0 ? (
        <Typography color="text.secondary" variant="body2" data-testid="request-notes-empty">
          {t('notes.empty')}
        </Typography>
      ) : null}
      <List dense disablePadding>
        {(notes.data ?? []).map((note) => (
          <ListItem key={note.id} disableGutters data-testid={`request-note-${note.id}`}>
            <ListItemText
              primary={note.message}
              secondary={t('notes.by', { name: note.author.full_name, at: inAmsterdam(note.created_at).format(DateFormat.dateTime) })}
              slotProps={{ primary: { sx: { whiteSpace: 'pre-line' } } }}
            />
          </ListItem>
        ))}
      </List>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={t('notes.new')}
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            setError(null);
          }}
          error={!!error}
          helperText={error ?? t('notes.hint')}
          slotProps={{ htmlInput: { 'data-testid': 'request-note-input', maxLength: 5000 } }}
        />
        <Button variant="outlined" onClick={submit} disabled={add.isPending} data-testid="request-note-add">
          {t('notes.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
