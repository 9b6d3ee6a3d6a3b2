import type { RemoteName } from '@app/contracts';
import { ErrorPanel, Loader } from '@app/ui';
import { useModuleState } from './module-status';
import { retryRemote } from './applications';

/**
 * The area remotes mount into (single-spa appends their containers to #module-area), with the
 * loading indicator and the contained error panel of the active remote on top.
 */
export function ModuleArea({ remote }: { remote: RemoteName | null }) {
  const state = useModuleState(remote ?? 'mfe_dashboard');
  return (
    <>
      {remote && state === 'loading' ? <Loader testId="module-loading" /> : null}
      {remote && state === 'error' ? <ErrorPanel module={remote} onRetry={() => void retryRemote(remote)} /> : null}
      <div id="module-area" />
    </>
  );
}
