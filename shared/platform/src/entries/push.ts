// `@app/platform/push`: this browser's Web Push subscription and its registration, for the answer app and the signed-in app alike.
export { browserPushSubscription, canTakePush } from '../push/browser-push';
export { siteServiceWorker } from '../push/site-worker';
export { retry } from '../push/retry';
export {
  APP_DEVICE_STORAGE_KEY,
  deviceOwner,
  registerAppDevice,
  registeredDevice,
  unregisterAppDevice,
  type AppDeviceOptions,
  type RegisteredDevice,
} from '../push/app-device';
