import { useLayoutEffect, useRef } from 'react';
import type { RemoteName } from '@app/contracts';
import { ErrorPanel, Loader } from '@app/ui';
import { useModuleState } from './module-status';
import { CONTAINER_PREFIX, retryRemote } from './applications';

/**
 * The area remotes mount into (single-spa appends their containers to #module-area), with the
 * loading indicator and the contained error panel of the active remote on top.
 */
export function ModuleArea({ remote }: { remote: RemoteName | null }) {
  const state = useModuleState(remote ?? 'mfe_dashboard');
  const area = useRef<HTMLDivElement>(null);
  // A remote can mount before this (lazy) area exists, into a container on <body>; adopt such
  // containers here so the module renders inside the layout, beside the drawer, not under it.
  useLayoutEffect(() => {
    const target = area.current;
    if (!target) return;
    for (const el of document.querySelectorAll<HTMLElement>(`[id^="${CONTAINER_PREFIX}"]`)) {
      if (el.parentElement !== target) target.appendChild(el);
    }
  });
  return (
    <>
      {remote && state === 'loading' ? <Loader testId="module-loading" /> : null}
      {remote && state === 'error' ? <ErrorPanel module={remote} onRetry={() => void retryRemote(remote)} /> : null}
      <div id="module-area" ref={area} />
    </>
  );
}
