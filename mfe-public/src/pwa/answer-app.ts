import { readPageData } from '@app/platform/public-api';

/** Where the build's files are: the service worker, the manifest and the icons sit beside the page's scripts. */
const BUILD = `/modules/${__MODULE_NAME__}/${__MODULE_VERSION__}/`;

function addToHead(tag: 'link' | 'meta', attributes: Record<string, string>) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
}

/**
 * Makes the standalone answer pages an installable app (ADR 0061): the manifest, and the service
 * worker for the whole origin (the answer pages have no common path below `/`; the gateway allows
 * that scope) that keeps the page's shell and the offer for a flaky connection. What the page
 * loads is handed to the worker, which keeps what it lacks (what loaded before it took over). Answers the registration, or
 * null where the browser has no service workers.
 */
export async function installAnswerApp(): Promise<ServiceWorkerRegistration | null> {
  addToHead('link', { rel: 'manifest', href: `${BUILD}manifest.webmanifest` });
  addToHead('meta', { name: 'theme-color', content: '#1565c0' });
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.register(`${BUILD}sw.js`, { scope: '/' });
  const worker = (await navigator.serviceWorker.ready).active;
  // the offer that came in the page (ADR 0289), which the page never fetched: the worker keeps it as that call's answer
  const answer = readPageData();
  if (answer?.status === 200) worker?.postMessage({ answer });
  // what loaded before, and what is still loading as it takes over (the offer): the worker keeps what it lacks
  new PerformanceObserver((list) => worker?.postMessage({ cache: list.getEntries().map((entry) => entry.name) })).observe({
    type: 'resource',
    buffered: true,
  });
  return registration;
}
