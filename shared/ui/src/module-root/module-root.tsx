import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BaseProviders } from '@app/ui/providers';

/** Providers every React root needs (each remote mounts its own root, so contexts do not cross). */
export function ModuleRoot({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  const content = <BaseProviders>{children}</BaseProviders>;
  return queryClient ? <QueryClientProvider client={queryClient}>{content}</QueryClientProvider> : content;
}
