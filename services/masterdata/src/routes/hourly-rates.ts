import { travelRoutes } from './travel-api';
import type { Context } from 'koa';
import { hasAnyRight, hourlyRateInputSchema, type HourlyRate, type PersonHourlyRates } from '@app/contracts';
import { authOf, notFound, ok, validate, type ServiceDeps, type RouteMounter } from '@app/service-kit';
import { HOURLY_RATE_RIGHTS, hourlyRateNotFound, hourlyRateParamsSchema } from '../domain/hourly-rates/hourly-rate-rules';
import { addHourlyRate } from '../flows/add-hourly-rate';
import { changeHourlyRate } from '../flows/change-hourly-rate';
import { personHourlyRates } from '../flows/person-hourly-rates';
import { removeHourlyRate } from '../flows/remove-hourly-rate';
import { ensureBranch } from './branches';
import { existingPersonId } from './person-param';

/**
 * The person popup's Hourly rate tab (MD-SECOND-01): a person's secondment hourly rates with their
 * periods, optionally per branch. Every answer is the person's whole list with `can_edit`: whether
 * the caller may change it.
 */
export function mountHourlyRateRoutes(mount: RouteMounter, deps: ServiceDeps) {
  const answer = (ctx: Context, rates: HourlyRate[], status = 200) => {
    const data: PersonHourlyRates = { can_edit: hasAnyRight(authOf(ctx), HOURLY_RATE_RIGHTS.edit), rates };
    ok(ctx, data, {}, status);
  };
  const validRate = async (ctx: Context) => {
    const input = validate(hourlyRateInputSchema, ctx.request.body);
    if (input.branch_id) await ensureBranch(deps, authOf(ctx).pool_id, input.branch_id);
    return input;
  };

  mount(travelRoutes.getPersonIdHourlyRates, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    answer(ctx, await personHourlyRates(deps, authOf(ctx).pool_id, id));
  });

  mount(travelRoutes.postPersonIdHourlyRates, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    answer(ctx, await addHourlyRate(deps, authOf(ctx).pool_id, id, await validRate(ctx)), 201);
  });

  mount(travelRoutes.putPersonIdHourlyRatesRateId, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    const { rateId } = validate(hourlyRateParamsSchema, ctx.params);
    const rates = await changeHourlyRate(deps, authOf(ctx).pool_id, id, rateId, await validRate(ctx));
    if (!rates) throw notFound(hourlyRateNotFound(rateId));
    answer(ctx, rates);
  });

  mount(travelRoutes.deletePersonIdHourlyRatesRateId, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    const { rateId } = validate(hourlyRateParamsSchema, ctx.params);
    const rates = await removeHourlyRate(deps, authOf(ctx).pool_id, id, rateId);
    if (!rates) throw notFound(hourlyRateNotFound(rateId));
    answer(ctx, rates);
  });
}
