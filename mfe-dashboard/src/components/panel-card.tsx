import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState, type QueryStateProps } from '@app/ui/query-state';

interface PanelCardProps<T> extends QueryStateProps<T> {
  title: string;
  action?: ReactNode;
}

/**
 * A dashboard panel over one query: a card with its title, then the shared states (a skeleton while
 * it loads, the error with retry, the empty text) or the data. `testId` names the card too.
 */
export function PanelCard<T>({ title, action, testId, ...state }: PanelCardProps<T>) {
  return (
    <Card variant="outlined" data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {action}
        </Stack>
        <QueryState testId={testId} {...state} />
      </CardContent>
    </Card>
  );
}
