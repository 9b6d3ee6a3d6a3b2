import { useLayoutEffect, useRef } from 'react';
import { ErrorPanel } from '@app/ui/error-panel';
import { Loader } from '@app/ui/loader';
import { useModuleStatus } from './module-status';
import { CONTAINER_PREFIX, retryRemote } from './applications';

/**
 * The area remotes mount into (single-spa appends their containers to #module-area), with the
 * loading indicator and the contained error panel of the active remote on top.
 */
export function ModuleArea({ remote }: { remote: string | null }) {
  const status = useModuleStatus(remote);
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
      {remote && status?.state === 'loading' ? <Loader testId="module-loading" /> : null}
      {remote && status?.state === 'error' ? <ErrorPanel module={remote} onRetry={() => void retryRemote(remote)} /> : null}
      {remote && status?.state === 'incompatible' ? <ErrorPanel module={remote} incompatible={status} /> : null}
      <div id="module-area" ref={area} />
    </>
  );
}
