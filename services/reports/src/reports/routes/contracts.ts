import { ExtraPermission as E, Messages, reportDefinition } from '@app/contracts';
import { idParamsSchema, notFound, ok, validate, type ApiRoute, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { contractsModal, contractsModalRules } from '../flows/contracts-modal';
import { decideReportQuery, reportCallerOf } from './report-caller';

/**
 * RPT-CON-02/03: a substitute's modal: the person's contracts, per week of the period the hours
 * worked, the contract hours and the average of the last `filter[week_average]` weeks (default 4), as
 * a table and a chart, the work of the period (each line's request and branch open the child
 * modals), and the person's row of the overview.
 */
export function mountContractsRoutes(mount: RouteMounter, deps: ServiceDeps): void {
  mount(contractsRoutes.substitute, async (ctx) => {
    const { id } = validate(idParamsSchema, ctx.params);
    const caller = reportCallerOf(ctx, deps);
    const decided = decideReportQuery(ctx, reportDefinition('contracts')!, contractsModalRules, caller.today);
    const modal = await contractsModal(deps, caller, decided, id);
    if (!modal) throw notFound(Messages.notFound.replace('{{id}}', String(id)));
    ok(ctx, modal, { report: 'contracts', filter: decided.filter } as never);
  });
}

export const contractsRoutes = {
  substitute: {
    method: 'get',
    path: '/reports/contracts/:id',
    summary:
      "RPT-CON-02/03: a substitute's modal: contracts, per week the hours, contract hours and the average of filter[week_average] weeks (default 4), chart data, the work of the period with each line's request and branch",
    access: [E.CONTRACTS_REPORT],
    params: idParamsSchema,
  },
} satisfies Record<string, ApiRoute>;
