import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, refreshOnReconnect } from '@app/platform/query';
import { realtime } from '@app/platform/realtime';
import { sessionStore } from '@app/platform/session';
import { reportFailedRead } from '@app/ui/dialog-store';
import { AppLayout } from './app-layout';

/** The shell's one query client, created with the layout (the menu is its only server data). */
const queryClient = createQueryClient(sessionStore, reportFailedRead);
refreshOnReconnect(queryClient, realtime);

/** The signed-in layout with its server-data provider; loaded on demand, never on /login. */
export function AppLayoutRoot({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout>{children}</AppLayout>
    </QueryClientProvider>
  );
}
