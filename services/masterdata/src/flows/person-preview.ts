import type { PersonPreview, TokenPayload } from '@app/contracts';
import { notFound, type ServiceDeps } from '@app/service-kit';
import { documentAudience } from '../domain/documents/document-visibility';
import { personPreviewOf, seesDocuments } from '../domain/person-popup/person-preview';
import { personNotFound } from '../domain/persons/person-input';
import { documentsOf, toDocumentItem } from '../store/documents';
import { isInScope, personalScopeOf } from '../store/list-query';
import { personContact } from '../store/person-preview';
import { personList } from '../store/persons';

/**
 * The person preview dialog's data (PLT-DLG-02): one's own person, or a person of the pool within
 * the caller's personal filter; anyone else is 404 'Person #{id} not found', as on the person card.
 */
export async function personPreview(deps: ServiceDeps, caller: TokenPayload, personId: number): Promise<PersonPreview> {
  const poolId = caller.pool_id;
  return deps.db.withPool(poolId, async (tx) => {
    const row = await personContact(tx, poolId, personId);
    const reachable =
      row !== null &&
      (caller.person_id === personId || (await isInScope(tx, personList, poolId, personId, personalScopeOf(caller, deps.clock.now()))));
    if (!row || !reachable) throw notFound(personNotFound(personId));
    const entity = { type: 'person' as const, id: personId };
    const documents = seesDocuments(caller)
      ? (await documentsOf(tx, poolId, entity, documentAudience(caller, entity))).map(toDocumentItem)
      : null;
    return personPreviewOf(row, caller, documents);
  });
}
