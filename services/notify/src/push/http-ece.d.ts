/** The part of http_ece (RFC 8188, the encoding web-push uses) the tests decrypt with: it has no types of its own. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
}
