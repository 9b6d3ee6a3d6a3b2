import type Router from '@koa/router';
import type { Context } from 'koa';
import { hasAnyRight, hourlyRateInputSchema, type HourlyRate, type PersonHourlyRates } from '@app/contracts';
import { authOf, notFound, ok, requireAuth, requireRight, validate, type ServiceDeps } from '@app/service-kit';
import { HOURLY_RATE_RIGHTS, hourlyRateNotFound, hourlyRateParamsSchema } from '../domain/hourly-rates/hourly-rate-rules';
import { createHourlyRate, deleteHourlyRate, personHourlyRates, updateHourlyRate } from '../store/hourly-rates';
import { ensureBranch } from './branches';
import { existingPersonId } from './person-param';

/**
 * The person popup's Hourly rate tab (MD-SECOND-01): a person's secondment hourly rates with their
 * periods, optionally per branch. Every answer is the person's whole list with `can_edit`: whether
 * the caller may change it.
 */
export function mountHourlyRateRoutes(router: Router, deps: ServiceDeps) {
  const auth = requireAuth(deps.tokens, deps.clock);
  const canEdit = requireRight(...HOURLY_RATE_RIGHTS.edit);
  const answer = (ctx: Context, rates: HourlyRate[], status = 200) => {
    const data: PersonHourlyRates = { can_edit: hasAnyRight(authOf(ctx), HOURLY_RATE_RIGHTS.edit), rates };
    ok(ctx, data, {}, status);
  };
  const validRate = async (ctx: Context) => {
    const input = validate(hourlyRateInputSchema, ctx.request.body);
    if (input.branch_id) await ensureBranch(deps, authOf(ctx).pool_id, input.branch_id);
    return input;
  };

  router.get('/person/:id/hourly-rates', auth, requireRight(...HOURLY_RATE_RIGHTS.view), async (ctx) => {
    const id = await existingPersonId(ctx, deps.db);
    answer(ctx, await personHourlyRates(deps.db, authOf(ctx).pool_id, id));
  });

  router.post('/person/:id/hourly-rates', auth, canEdit, async (ctx) => {
    const id = await existingPersonId(ctx, deps.db);
    answer(ctx, await createHourlyRate(deps.db, authOf(ctx).pool_id, id, await validRate(ctx)), 201);
  });

  router.put('/person/:id/hourly-rates/:rateId', auth, canEdit, async (ctx) => {
    const id = await existingPersonId(ctx, deps.db);
    const { rateId } = validate(hourlyRateParamsSchema, ctx.params);
    const rates = await updateHourlyRate(deps.db, authOf(ctx).pool_id, id, rateId, await validRate(ctx));
    if (!rates) throw notFound(hourlyRateNotFound(rateId));
    answer(ctx, rates);
  });

  router.delete('/person/:id/hourly-rates/:rateId', auth, canEdit, async (ctx) => {
    const id = await existingPersonId(ctx, deps.db);
    const { rateId } = validate(hourlyRateParamsSchema, ctx.params);
    const rates = await deleteHourlyRate(deps.db, authOf(ctx).pool_id, id, rateId);
    if (!rates) throw notFound(hourlyRateNotFound(rateId));
    answer(ctx, rates);
  });
}
