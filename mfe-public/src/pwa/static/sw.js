/* The answer app's service worker (ADR 0061): keeps the answer page's shell and the offer last
   shown, so the page opens on a flaky connection, and shows the offers pushed to this phone.
   Hand-written and small on purpose; it handles nothing outside the answer pages and their build. */
const BUILD = new URL('./', self.location.href).pathname;
const SHELL = `${BUILD}index.html`;
const CACHE = `answer-app:${BUILD}`;
const ANSWER_PAGE = /^\/(invitation|reservation)\/confirm\/[0-9a-f]{32}$/;
const OFFER_CALL = /^\/api\/(invitation|reservation)\/token\/[0-9a-f]{32}$/;

const cacheable = (url) => url.origin === self.location.origin && (url.pathname.startsWith(BUILD) || OFFER_CALL.test(url.pathname));

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const html = await (await fetch(SHELL, { cache: 'no-cache' })).text();
      const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]).filter((p) => p.startsWith(BUILD));
      // the parts the page loads when it shows them (an error, the deny form), for an offer opened offline
      const parts = await fetch(`${BUILD}offline-files.json`, { cache: 'no-cache' })
        .then((r) => (r.ok ? r.json() : []))
        .catch(() => []);
      await cache.addAll([SHELL, ...assets, ...parts.map((file) => `${BUILD}${file}`)]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('answer-app:') && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/**
 * The page hands over what it loads; what it loaded before this worker took over is kept here too
 * (its chunks, the offer). An offer that came in the page (its `answer`) is kept as its call's answer.
 */
self.addEventListener('message', (event) => {
  const urls = (event.data?.cache ?? []).filter((u) => cacheable(new URL(u, self.location.href)));
  const answer = event.data?.answer;
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      if (answer && OFFER_CALL.test(answer.path))
        await cache.put(answer.path, new Response(answer.body, { status: 200, headers: { 'content-type': 'application/json' } }));
      for (const url of urls) if (!(await cache.match(url))) await cache.add(url);
    }),
  );
});

/** The network first; its answer is kept for the next time the network fails. */
async function networkFirst(request, fallback) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && !fallback) await cache.put(request, response.clone());
    return response;
  } catch (err) {
    // an offer kept from the page it came in has no locale in its address
    const kept = await cache.match(fallback ?? request, { ignoreSearch: !fallback });
    if (kept) return kept;
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && ANSWER_PAGE.test(url.pathname)) event.respondWith(networkFirst(request, SHELL));
  else if (OFFER_CALL.test(url.pathname)) event.respondWith(networkFirst(request));
  // the build's files never change under their versioned path
  else if (url.pathname.startsWith(BUILD)) event.respondWith(caches.match(request).then((kept) => kept ?? networkFirst(request)));
});

self.addEventListener('push', (event) => {
  const message = event.data?.json() ?? {};
  event.waitUntil(
    self.registration.showNotification(message.title ?? 'Invalpool', {
      body: message.body ?? '',
      icon: `${BUILD}icon.svg`,
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  if (event.notification.data?.url) event.waitUntil(self.clients.openWindow(event.notification.data.url));
});
