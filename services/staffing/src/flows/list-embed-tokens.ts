import type { EmbedTokenView } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import type { Caller } from '../domain/requests/caller';
import { listEmbedTokens } from '../store/embed-tokens';

/** The pool's embed tokens, for the administrator. */
export const listPoolEmbedTokens = (deps: ServiceDeps, caller: Caller): Promise<EmbedTokenView[]> =>
  deps.db.withPool(caller.poolId, (tx) => listEmbedTokens(tx, caller.poolId));
