import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger } from 'pino';

export type Log = Logger;

/** What every log line written while handling one request carries: its request id. */
export interface RequestContext {
  requestId: string;
}

/**
 * The request being handled, across every await of it: the gateway and, in one process, the
 * service it hands the request to share it, so each line names the request without passing a
 * logger around.
 */
export const requestContext = new AsyncLocalStorage<RequestContext>();

/** A JSON logger whose lines carry the request id of the request being handled; stdout unless a destination is given. */
export function createLog(name: string, level = 'info', destination?: pino.DestinationStream): Log {
  const options = {
    name,
    level,
    mixin: () => {
      const context = requestContext.getStore();
      return context ? { req_id: context.requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
