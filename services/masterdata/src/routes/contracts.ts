import type Router from '@koa/router';
import qs from 'qs';
import { authOf, ok, requireAuth, requireRight, validate, type ServiceDeps } from '@app/service-kit';
import { contractChainQuerySchema, contractInputSchema } from '../domain/contracts/contract-input';
import { CONTRACT_RIGHTS, contractTemplate } from '../domain/contracts/contract-template';
import { chainOfPerson, contractChainWarnings } from '../store/contract-chain';
import { contractList, contractStore } from '../store/contracts';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';
import { parseNestedQuery, sendList } from './list-response';
import { existingPersonId } from './person-param';

export const contractResource: EntityResource = {
  template: contractTemplate,
  list: contractList,
  schema: contractInputSchema,
  store: contractStore,
  notFound: itemNotFound,
  warnings: contractChainWarnings,
};

/**
 * Contracts, and GET person/{id}/contracts: the person popup's Contracts tab, the contract list
 * (paging, sort, archived, CSV) with the person filter fixed to that person.
 */
export function mountContractRoutes(router: Router, deps: ServiceDeps) {
  router.get('/person/:id/contracts', requireAuth(deps.tokens, deps.clock), requireRight(...CONTRACT_RIGHTS.view), async (ctx) => {
    const id = await existingPersonId(ctx, deps.db);
    const query = parseNestedQuery(ctx);
    ctx.querystring = qs.stringify({ ...query, filters: { ...(query.filters as object), person: String(id) } });
    await sendList(ctx, deps.db, contractList, contractTemplate, `${contractTemplate.key}-${id}`);
  });
  // DOMAIN rule 6: whether one more contract fits the person's chain at the branch's board
  router.get('/person/:id/contract-chain', requireAuth(deps.tokens, deps.clock), requireRight(...CONTRACT_RIGHTS.view), async (ctx) => {
    const id = await existingPersonId(ctx, deps.db);
    const query = validate(contractChainQuerySchema, parseNestedQuery(ctx));
    ok(ctx, await chainOfPerson(deps.db, authOf(ctx).pool_id, id, query));
  });
  mountEntityRoutes(router, deps, contractResource);
}
