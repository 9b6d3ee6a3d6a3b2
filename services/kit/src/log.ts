import pino, { type Logger } from 'pino';

export type Log = Logger;

export function createLog(name: string, level = 'info'): Log {
  return pino({ name, level });
}
