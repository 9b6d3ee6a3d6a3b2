import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context, Next } from 'koa';
import { rowsOf, type Clock, type Database } from '@app/service-kit';

/** How long a token's looked-up origins are trusted: a revoked token stops framing within this. */
export const EMBED_FRAMES_TTL_MS = 30_000;

/** The embed page of the open-dayparts overview, whose framing its token's origins decide (ADR 0084). */
const EMBED_PAGE = /^\/embed\/overview-open-dayparts\/([0-9a-f]{64})\/?$/;

/**
 * The origins allowed to frame an embed token's page, read from staffing's published view
 * `staffing.embed_frame_origins` (by the token's SHA-256, as the gateway's own database role)
 * and cached briefly; none for an unknown or revoked token.
 */
export function createEmbedFrames(deps: { db: Database; clock: Clock }, ttlMs = EMBED_FRAMES_TTL_MS) {
  const cache = new Map<string, { origins: readonly string[]; at: number }>();
  return {
    async origins(token: string): Promise<readonly string[]> {
      const hash = crypto.createHash('sha256').update(token).digest('hex');
      const now = deps.clock.now().getTime();
      const cached = cache.get(hash);
      if (cached && now - cached.at < ttlMs) return cached.origins;
      const [row] = await deps.db.withGlobal((tx) =>
        rowsOf<{ origins: string[] }>(tx, sql`select origins from staffing.embed_frame_origins where token_hash = ${hash}`),
      );
      // a bounded cache: tokens are few, guessed ones are many
      if (cache.size > 1000) cache.clear();
      const origins = row?.origins ?? [];
      cache.set(hash, { origins, at: now });
      return origins;
    },
  };
}

export type EmbedFrames = ReturnType<typeof createEmbedFrames>;

/**
 * Runs after helmet: on the embed page only, `frame-ancestors` names the token's allowed origins
 * ('none' when it has none) and X-Frame-Options goes (it cannot name an origin); every other
 * answer keeps helmet's `frame-ancestors 'self'` and SAMEORIGIN.
 */
export function embedFraming(frames: Pick<EmbedFrames, 'origins'> | undefined) {
  return async (ctx: Context, next: Next) => {
    const match = EMBED_PAGE.exec(ctx.path);
    if (match && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      const origins = frames ? await frames.origins(match[1]!) : [];
      const ancestors = origins.length ? origins.join(' ') : "'none'";
      const policy = String(ctx.response.get('content-security-policy'));
      ctx.set('content-security-policy', policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`));
      ctx.remove('x-frame-options');
    }
    await next();
  };
}
