import { createStore, useStore } from 'zustand';
import type { RemoteName } from '@app/contracts';

export type ModuleState = 'loading' | 'ready' | 'error';

/** What the shell shows in a remote's area while it loads or after it failed. */
export const moduleStatus = createStore<Partial<Record<RemoteName, ModuleState>>>()(() => ({}));

export function setModuleState(remote: RemoteName, state: ModuleState): void {
  moduleStatus.setState({ [remote]: state });
}

export function useModuleState(remote: RemoteName): ModuleState | undefined {
  return useStore(moduleStatus, (s) => s[remote]);
}
