import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BaseProviders } from '@app/ui/providers';

/**
 * Providers every React root needs (each remote mounts its own root, so contexts do not cross);
 * `namespace` is the module whose texts the root reads by default.
 */
export function ModuleRoot({ namespace, queryClient, children }: { namespace: string; queryClient?: QueryClient; children: ReactNode }) {
  const content = <BaseProviders namespace={namespace}>{children}</BaseProviders>;
  return queryClient ? <QueryClientProvider client={queryClient}>{content}</QueryClientProvider> : content;
}
