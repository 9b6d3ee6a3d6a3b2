import { createStore, useStore } from 'zustand';
import type { VersionConflict } from '@app/contracts';

export type ModuleStatus =
  | { state: 'loading' | 'ready' | 'error' }
  /** built against other majors of the shared packages than the page runs: refused, not loaded */
  | { state: 'incompatible'; version: string; conflicts: VersionConflict[] };

/** What the shell shows in a remote's area while it loads or after it failed. */
export const moduleStatus = createStore<Record<string, ModuleStatus>>()(() => ({}));

export function setModuleStatus(remote: string, status: ModuleStatus): void {
  moduleStatus.setState({ [remote]: status });
}

export function useModuleStatus(remote: string | null): ModuleStatus | undefined {
  return useStore(moduleStatus, (s) => (remote ? s[remote] : undefined));
}
