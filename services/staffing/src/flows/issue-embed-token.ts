import type { EmbedTokenInput } from '@app/contracts';
import { unprocessable, type ServiceDeps } from '@app/service-kit';
import type { Caller } from '../domain/requests/caller';
import { issueEmbedToken } from '../store/embed-tokens';

/** Issues an embed token for branches of the pool (else 422); the clear token is answered this once. */
export async function issuePoolEmbedToken(deps: ServiceDeps, caller: Caller, input: EmbedTokenInput) {
  const issued = await deps.db.withPool(caller.poolId, (tx) => issueEmbedToken(tx, caller, input));
  if (!issued) throw unprocessable({ branches: ['The selected branch is invalid.'] });
  return issued;
}
