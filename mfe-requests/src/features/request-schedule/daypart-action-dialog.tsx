import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { daypartActionSchema, REASON_ACTION_OF, RequestMessages, type DaypartAction, type DaypartRef } from '@app/contracts';
import { apiProblem } from '@app/platform/api';
import { SelectField } from '@app/ui/template-form';
import { daypartList } from '../../lib/daypart-text';
import { contractText, schemaErrors, type FieldMessages } from '../../lib/schema-errors';
import { toSelection } from './daypart-targets';
import { useDaypartReasons } from './use-daypart-reasons';

export interface DaypartActionBody {
  action: DaypartAction;
  dayparts: Record<string, number[]>;
  reason?: number;
  comment?: string;
  person?: number;
}

export interface DaypartActionDialogProps {
  action: DaypartAction;
  targets: DaypartRef[];
  onCancel(): void;
  /** sends the action; a refused call (422, 423) rejects and its messages show in the dialog */
  onSubmit(body: DaypartActionBody): Promise<void>;
}

interface Values {
  reason: string;
  comment: string;
  person: string;
}

/**
 * The confirmation of a daypart action (REQ-DP-02): which dayparts it takes, the reason of that
 * action (required; plan asks whom to plan instead), a comment (required when the chosen reason has
 * the reason code `comment`). Checked with the
 * service's own schema before it is sent; the service's refusal shows on its field.
 */
export function DaypartActionDialog({ action, targets, onCancel, onSubmit }: DaypartActionDialogProps) {
  const { t } = useTranslation();
  const reasonAction = REASON_ACTION_OF[action];
  const reasons = useDaypartReasons(reasonAction);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { reason: '', comment: '', person: '' } });
  const { errors, isSubmitting } = form.formState;
  const chosenReason = useWatch({ control: form.control, name: 'reason' });
  // the reason code `comment` makes the comment required, as the service then asks (REQ-DP-02)
  const commentRequired = !!reasons.options.find((r) => String(r.id) === chosenReason)?.comment;

  const showErrors = (messages: FieldMessages) => {
    for (const field of ['reason', 'comment', 'person'] as const) if (messages[field]) form.setError(field, { message: messages[field] });
    const rest = Object.entries(messages).filter(([field]) => !['reason', 'comment', 'person'].includes(field));
    setProblem(rest.length ? rest.map(([, message]) => message).join(' ') : null);
  };

  const submit = form.handleSubmit(async (values) => {
    const body: DaypartActionBody = { action, dayparts: toSelection(targets) };
    if (values.reason) body.reason = Number(values.reason);
    if (values.comment.trim()) body.comment = values.comment.trim();
    if (values.person) body.person = Number(values.person);
    const problems = schemaErrors(daypartActionSchema, body);
    if (reasonAction && !body.reason) problems.reason ??= contractText(RequestMessages.reasonRequired);
    if (commentRequired && !body.comment) problems.comment ??= contractText(RequestMessages.commentRequired);
    if (Object.keys(problems).length) return showErrors(problems);
    try {
      await onSubmit(body);
    } catch (error) {
      const { fields, messages } = apiProblem(error);
      const byField = Object.fromEntries(Object.entries(fields).map(([field, texts]) => [field.split('.')[0]!, texts.join(' ')]));
      showErrors(Object.keys(byField).length ? byField : { _: messages.join(' ') || t('actions.failed') });
    }
  });

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" slotProps={{ paper: { 'data-testid': 'daypart-action-dialog' } as object }}>
      <DialogTitle>{t(`actions.title.${action}`, { count: targets.length })}</DialogTitle>
      <DialogContent>
        <form id="daypart-action-form" noValidate onSubmit={(e) => void submit(e)}>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <Typography variant="body2" data-testid="daypart-action-targets">
              {daypartList(t, targets)}
            </Typography>
            {problem ? (
              <Alert severity="error" data-testid="daypart-action-error">
                {problem}
              </Alert>
            ) : null}
            {reasonAction ? (
              <Controller
                name="reason"
                control={form.control}
                render={({ field }) => (
                  <TextField
                    {...field}
                    select
                    required
                    label={t('actions.reason')}
                    error={!!errors.reason}
                    helperText={
                      errors.reason?.message ?? (reasons.isSuccess && reasons.options.length === 0 ? t('actions.no_reasons') : ' ')
                    }
                    slotProps={{ htmlInput: { 'data-testid': 'daypart-action-reason' } }}
                  >
                    {reasons.options.map((r) => (
                      <MenuItem key={r.id} value={String(r.id)} data-testid={`daypart-action-reason-${r.id}`}>
                        {r.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            ) : null}
            {action === 'plan' ? (
              <Controller
                name="person"
                control={form.control}
                render={({ field }) => (
                  <SelectField
                    label={t('actions.person')}
                    value={field.value}
                    onChange={(v) => field.onChange(Array.isArray(v) ? (v[0] ?? '') : v)}
                    onBlur={field.onBlur}
                    required
                    disabled={false}
                    error={errors.person?.message}
                    testId="daypart-action-person"
                    getKey="persons"
                    multiple={false}
                  />
                )}
              />
            ) : null}
            <Controller
              name="comment"
              control={form.control}
              render={({ field }) => (
                <TextField
                  {...field}
                  multiline
                  minRows={2}
                  required={commentRequired}
                  label={t('actions.comment')}
                  error={!!errors.comment}
                  helperText={errors.comment?.message}
                  slotProps={{ htmlInput: { 'data-testid': 'daypart-action-comment', maxLength: 1000 } }}
                />
              )}
            />
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-testid="daypart-action-cancel">
          {t('app.cancel')}
        </Button>
        <Button type="submit" form="daypart-action-form" variant="contained" disabled={isSubmitting} data-testid="daypart-action-confirm">
          {t(`actions.confirm.${action}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
