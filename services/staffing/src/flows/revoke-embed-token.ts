import { Messages } from '@app/contracts';
import { notFound, type ServiceDeps } from '@app/service-kit';
import type { Caller } from '../domain/requests/caller';
import { revokeEmbedToken } from '../store/embed-tokens';

/** Revokes one of the pool's embed tokens (else 404). */
export async function revokePoolEmbedToken(deps: ServiceDeps, caller: Caller, id: number) {
  const revoked = await deps.db.withPool(caller.poolId, (tx) => revokeEmbedToken(tx, caller, id));
  if (!revoked) throw notFound(Messages.notFound.replace('{{id}}', String(id)));
  return revoked;
}
