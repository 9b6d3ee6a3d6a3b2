import qs from 'qs';
import { listQuerySchema } from '@app/contracts';
import {
  authOf,
  csvColumnsQuerySchema,
  idParamsSchema,
  ok,
  validate,
  type ServiceDeps,
  type ApiRoute,
  type RouteMounter,
} from '@app/service-kit';
import { contractChainQuerySchema, contractInputSchema } from '../domain/contracts/contract-input';
import { CONTRACT_RIGHTS, contractTemplate } from '../domain/contracts/contract-template';
import { contractData } from '../flows/entities';
import { contractChainOf } from '../flows/contract-chain';
import { itemNotFound, mountEntityRoutes, type EntityResource } from './entity-routes';
import { parseNestedQuery, sendList } from './list-response';
import { existingPersonId } from './person-param';

export const contractResource: EntityResource = {
  template: contractTemplate,
  data: contractData,
  schema: contractInputSchema,
  notFound: itemNotFound,
};

export const contractRoutes = {
  getPersonIdContracts: {
    method: 'get',
    path: '/person/:id/contracts',
    summary: "A person's contracts: a page, or every row as CSV with csv-export (columns and titles: csv-columns)",
    access: CONTRACT_RIGHTS.view,
    params: idParamsSchema,
    query: listQuerySchema.extend(csvColumnsQuerySchema.shape),
    answers: 'page-or-csv',
  },
  getPersonIdContractChain: {
    method: 'get',
    path: '/person/:id/contract-chain',
    summary: "Whether one more contract fits the person's chain at a board",
    access: CONTRACT_RIGHTS.view,
    params: idParamsSchema,
    query: contractChainQuerySchema,
  },
} satisfies Record<string, ApiRoute>;

/**
 * Contracts, and GET person/{id}/contracts: the person popup's Contracts tab, the contract list
 * (paging, sort, archived, CSV) with the person filter fixed to that person.
 */
export function mountContractRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(contractRoutes.getPersonIdContracts, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    const query = parseNestedQuery(ctx);
    ctx.querystring = qs.stringify({ ...query, filters: { ...(query.filters as object), person: String(id) } });
    await sendList(ctx, deps, contractData.list, contractTemplate, `${contractTemplate.key}-${id}`);
  });
  // DOMAIN rule 6: whether one more contract fits the person's chain at the branch's board
  mount(contractRoutes.getPersonIdContractChain, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    const query = validate(contractChainQuerySchema, parseNestedQuery(ctx));
    ok(ctx, await contractChainOf(deps, authOf(ctx).pool_id, id, query));
  });
  mountEntityRoutes(mount, deps, contractResource);
}
