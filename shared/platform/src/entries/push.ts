// `@app/platform/push`: this browser's Web Push subscription, for the answer app and the signed-in app alike.
export { browserPushSubscription, canTakePush } from '../push/browser-push';
export { siteServiceWorker } from '../push/site-worker';
