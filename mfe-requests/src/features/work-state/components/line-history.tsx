import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WorkStateLine, WorkStateMark, WorkStateSettings } from '@app/contracts';
import { useMarkText } from './step-mark';

/** The steps and extra checkmarks taken on a line, oldest first, each with its acting user and time (WS-05). */
export function LineHistory({ line, settings }: { line: WorkStateLine; settings: WorkStateSettings }) {
  const { t } = useTranslation();
  const markText = useMarkText();
  const names = new Map(settings.checkmarks.map((c) => [`${c.number}`, c.name]));
  const entries: { key: string; name: string; mark: WorkStateMark }[] = [
    ...(['approved', 'reviewed', 'processed', 'sent'] as const).flatMap((step) => {
      const mark = line[step];
      return mark ? [{ key: step, name: t(`work_state.steps.${step}`), mark }] : [];
    }),
    ...Object.entries(line.checks).flatMap(([number, mark]) =>
      mark ? [{ key: `check-${number}`, name: names.get(number) ?? `#${number}`, mark }] : [],
    ),
  ].sort((a, b) => a.mark.at.localeCompare(b.mark.at));
  if (entries.length === 0)
    return (
      <Typography color="text.secondary" data-testid="work-state-history-empty">
        {t('work_state.dialog.history_empty')}
      </Typography>
    );
  return (
    <List dense data-testid="work-state-history">
      {entries.map((entry) => (
        <ListItem key={entry.key} data-testid={`work-state-history-${entry.key}`}>
          <ListItemText primary={markText(entry.name, entry.mark)} />
        </ListItem>
      ))}
    </List>
  );
}
