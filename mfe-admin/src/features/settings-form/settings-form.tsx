import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiError, apiErrorText } from '@app/platform/api';
import { toast } from '@app/ui/dialog-store';
import { QueryProblem } from '@app/ui/query-state';
import { useSettings, type SettingsSource } from './api/settings-api';
import { SettingField } from './setting-field';
import { changesOf, draftOf, validateAll, type DraftValue, type Drafts } from './setting-rules';

/**
 * A settings form (route `settings`, MD-SET): every group with its items, client checks of the
 * number ranges, then the source's save (the pool PUTs the array of all items); 422 errors on
 * their items, a success toast, and the saved values read back.
 */
export function SettingsForm({ source }: { source: SettingsSource }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useSettings(source);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const groups = settings.data ?? [];
  const items = groups.flatMap((g) => g.items);

  const change = (code: string, value: DraftValue) => {
    setDrafts((d) => ({ ...d, [code]: value }));
    setErrors(({ [code]: _gone, ...rest }) => rest);
  };

  const write = async (action: () => Promise<void>) => {
    setSaving(true);
    try {
      await action();
      setDrafts({});
      setErrors({});
      setSummary(null);
      await queryClient.invalidateQueries({ queryKey: source.key });
      toast(t('settings.saved'), { severity: 'success', testId: 'settings-toast' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([code, messages]) => [code, messages[0] ?? ''])));
        setSummary(t('validation.title'));
      } else setSummary(apiErrorText(error, t('errors.generic')));
    } finally {
      setSaving(false);
    }
  };

  const save = () => {
    const found = validateAll(items, drafts);
    if (Object.keys(found).length) {
      const label = (code: string) => t(items.find((i) => i.code === code)?.label ?? code);
      setErrors(Object.fromEntries(Object.entries(found).map(([code, e]) => [code, t(e.key, { field: label(code), ...e.params })])));
      setSummary(t('validation.title'));
      return;
    }
    void write(() => source.save(changesOf(items, drafts)));
  };

  if (settings.isPending)
    return (
      <Box data-testid="settings-loading">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Box>
    );
  if (settings.isError) return <QueryProblem query={settings} failed="settings.load_failed" testId="settings-form" />;
  if (groups.length === 0) return <Typography color="text.secondary">{t('settings.collection.empty')}</Typography>;

  const reset = source.reset;
  return (
    <Stack spacing={2} data-testid="settings-form">
      {summary ? (
        <Alert severity="error" data-testid="settings-summary">
          {summary}
        </Alert>
      ) : null}
      {groups.map((group) => (
        <Paper key={group.group.name} variant="outlined" sx={{ p: 2 }} data-testid={`settings-group-${group.group.name}`}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t(group.group.name)}
          </Typography>
          <Stack spacing={2}>
            {group.items.map((item) => (
              <SettingField
                key={item.code}
                item={item}
                draft={drafts[item.code] ?? draftOf(item.value)}
                error={errors[item.code]}
                disabled={saving}
                onChange={(v) => change(item.code, v)}
                onReset={reset && item.is_changed ? () => void write(() => reset(item.code)) : undefined}
              />
            ))}
          </Stack>
        </Paper>
      ))}
      <Box>
        <Button variant="contained" disabled={saving} onClick={save} data-testid="settings-save">
          {t('settings.save')}
        </Button>
      </Box>
    </Stack>
  );
}
