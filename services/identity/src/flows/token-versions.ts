import { TOKEN_VERSION_CHANNEL } from '@app/contracts';
import type { ServiceDeps, Tx } from '@app/service-kit';
import { bumpTokenVersions } from '../store/accounts';

export type BumpedVersions = { id: number; tokenVersion: number }[];

/**
 * Ends the accounts' current tokens at once: raises their token version inside the caller's
 * transaction; `announce` (after it committed) tells every gateway, which drops its cached version.
 */
export const bumpVersions = (tx: Tx, accountIds: number[]): Promise<BumpedVersions> => bumpTokenVersions(tx, accountIds);

export async function announceVersions(deps: ServiceDeps, bumped: BumpedVersions): Promise<void> {
  for (const { id, tokenVersion } of bumped) {
    await deps.bus.publish({
      channel: TOKEN_VERSION_CHANNEL,
      event: `${TOKEN_VERSION_CHANNEL}/changed`,
      author: null,
      payload: { account_id: id, version: tokenVersion },
    });
  }
}
