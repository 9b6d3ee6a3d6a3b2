import type { ModulesResponse } from '@app/contracts';

/** The public module whose service worker (the answer app's, ADR 0061) serves the whole origin. */
const WORKER_MODULE = 'mfe_public';

/**
 * The origin's service worker, which shows the pushed messages: the one this browser has, or else
 * the answer app's, registered now for the whole origin from the build the registry (GET modules)
 * names. One origin has one worker for its scope, so the signed-in app uses the answer app's rather
 * than a second one that would replace it; it handles nothing outside the answer pages but pushes.
 */
export async function siteServiceWorker(registry: () => Promise<ModulesResponse>): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  const build = (await registry()).modules.find((m) => m.name === WORKER_MODULE);
  if (!build) throw new Error('the registry names no answer app, whose worker shows the pushes');
  await navigator.serviceWorker.register(build.manifest.replace(/mf-manifest\.json$/, 'sw.js'), { scope: '/' });
  return navigator.serviceWorker.ready;
}
