import type { Log } from '@app/service-kit';

/**
 * Keeps the process serving when an error escapes every handler (a callback of a library, a promise
 * nobody awaited): it is logged and the process goes on, so nothing a client sends can end every
 * service of the embedded product at once. Errors of start-up still end it (main's own catch).
 */
export function survivesStrayErrors(log: Log, target: NodeJS.EventEmitter = process): void {
  target.on('uncaughtException', (err: unknown) => log.error({ err }, 'uncaught exception; still running'));
  target.on('unhandledRejection', (reason: unknown) => log.error({ err: reason }, 'unhandled rejection; still running'));
}
