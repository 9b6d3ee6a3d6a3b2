import type { RawData } from 'ws';
import { clientSocketMessageSchema, type ClientSocketMessage } from '@app/contracts';

/** Close codes of RFC 6455 for what a client sent: the socket ends, nothing else notices. */
export const CLOSE_MALFORMED = 1007;
export const CLOSE_POLICY = 1008;
export const CLOSE_TOO_BIG = 1009;

export type ReadFrame = { message: ClientSocketMessage } | { close: typeof CLOSE_MALFORMED | typeof CLOSE_POLICY; reason: string };

/**
 * One frame as the gateway takes it: text holding one JSON message of the client schema. A binary
 * frame breaks the protocol's policy; text that is no such message is malformed. (Invalid UTF-8 and
 * frames over the size limit never get here: `ws` closes them with 1007 and 1009 itself.)
 */
export function readFrame(data: RawData, isBinary: boolean): ReadFrame {
  if (isBinary) return { close: CLOSE_POLICY, reason: 'text frames only' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(textOf(data));
  } catch {
    return { close: CLOSE_MALFORMED, reason: 'malformed message' };
  }
  const result = clientSocketMessageSchema.safeParse(parsed);
  return result.success ? { message: result.data } : { close: CLOSE_MALFORMED, reason: 'malformed message' };
}

function textOf(data: RawData): string {
  const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
  return bytes.toString('utf8');
}

/**
 * Counts a connection's messages in windows of one second: a client past the limit is closed, so
 * one socket cannot keep the gateway busy.
 */
export function messageRate(perSecond: number, nowMs: () => number) {
  let windowStart = nowMs();
  let count = 0;
  return {
    /** false once this second's allowance is spent */
    take(): boolean {
      const now = nowMs();
      if (now - windowStart >= 1000) {
        windowStart = now;
        count = 0;
      }
      count += 1;
      return count <= perSecond;
    },
  };
}
