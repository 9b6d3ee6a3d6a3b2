import { z } from 'zod';
import { Permission } from '@app/contracts';
import {
  authOf,
  idParamsSchema,
  notFound,
  ok,
  unprocessable,
  validate,
  type ServiceDeps,
  type ApiRoute,
  type RouteMounter,
} from '@app/service-kit';
import { settingOf } from '../domain/settings/setting-catalogue';
import { coerceSettingValue, poolSettingGroups, readSettingChanges, settingItem } from '../domain/settings/setting-values';
import { branchSettingOf, changeBranchSetting } from '../flows/branch-setting';
import { absenceCheck, isWorkingDay } from '../flows/working-day';
import { ensureBranch } from '../flows/existing-branch';
import { changePoolSettings, poolSettingsOf } from '../flows/pool-settings';

const P = Permission;
export const itemsBody = z.array(z.object({ code: z.string({ error: 'The code field is required.' }), value: z.unknown() }), {
  error: 'The settings must be a list of items.',
});
export const getQuery = z.object({ filterGranted: z.enum(['true', 'false', '0', '1']).optional() });
export const branchSettingParams = idParamsSchema.extend({ code: z.string() });
export const branchSettingBody = z.object({ value: z.unknown() });
/** The working-day checks take an optional branch: its own setting or what it inherits. */
export const workingDayQuery = z.object({
  branch: z.coerce
    .number({ error: 'The selected Branch is invalid.' })
    .int('The selected Branch is invalid.')
    .positive('The selected Branch is invalid.')
    .optional(),
});
/** Who reads the working weekend: whoever sees a calendar (the general calendar, planning, a request's). */
const CALENDAR_READERS = [P.CALENDAR_VIEW, P.PLANNING_VIEW, P.REQUEST_VIEW, P.REQUEST_CREATE, P.REQUEST_ALL, P.SETTINGS_ALL];

export const settingRoutes = {
  getCheckSaturdayWorkingDay: {
    method: 'get',
    path: '/settings/check-saturday-working-day',
    summary: 'Whether Saturday is a working day (pool, or `branch`): a boolean in data (API-50)',
    access: CALENDAR_READERS,
    query: workingDayQuery,
  },
  getCheckTheSamePersonAbsent: {
    method: 'get',
    path: '/settings/check-the-same-person-absent',
    summary:
      "Whether reporting a person absent twice is warned or prevented (pool, or `branch`): 'warn' or 'prevent' in data (CAL-PAGE-04)",
    access: CALENDAR_READERS,
    query: workingDayQuery,
  },
  getCheckSundayWorkingDay: {
    method: 'get',
    path: '/settings/check-sunday-working-day',
    summary: 'Whether Sunday is a working day (pool, or `branch`): a boolean in data (API-50)',
    access: CALENDAR_READERS,
    query: workingDayQuery,
  },
  getSettingsPool: {
    method: 'get',
    path: '/settings/pool',
    summary: "The pool's settings",
    access: [P.REQUEST_VIEW, P.SETTINGS_ALL],
    query: getQuery,
  },
  putSettingsPool: {
    method: 'put',
    path: '/settings/pool',
    summary: "Changes the pool's settings",
    access: [P.SETTINGS_ALL],
    body: itemsBody,
  },
  getBranchIdSettingsCode: {
    method: 'get',
    path: '/branch/:id/settings/:code',
    summary: "A branch's value of one setting",
    access: [P.BRANCH_VIEW, P.BRANCH_ALL, P.SETTINGS_ALL],
    params: branchSettingParams,
  },
  putBranchIdSettingsCode: {
    method: 'put',
    path: '/branch/:id/settings/:code',
    summary: "Sets a branch's value of one setting",
    access: [P.BRANCH_ALL, P.SETTINGS_ALL],
    params: branchSettingParams,
    body: branchSettingBody,
  },
} satisfies Record<string, ApiRoute>;

/**
 * Pool settings (MD-SET): read by everyone who works with requests or manages settings (MD-SET-04),
 * changed only with SETTINGS_ALL. Branch settings read through the tree to the pool value.
 */
export function mountSettingRoutes(mount: RouteMounter, deps: ServiceDeps) {
  // CAL-PAGE-04: the calendar pages' context names these; another pool's branch is not found
  for (const [route, day] of [
    [settingRoutes.getCheckSaturdayWorkingDay, 'saturday'],
    [settingRoutes.getCheckSundayWorkingDay, 'sunday'],
  ] as const)
    mount(route, async (ctx) => {
      const { branch } = validate(workingDayQuery, ctx.query);
      const working = await isWorkingDay(deps, authOf(ctx).pool_id, day, branch ?? null);
      if (working === null) throw notFound(`Branch #${branch} not found`);
      ok(ctx, working);
    });

  mount(settingRoutes.getCheckTheSamePersonAbsent, async (ctx) => {
    const { branch } = validate(workingDayQuery, ctx.query);
    const check = await absenceCheck(deps, authOf(ctx).pool_id, branch ?? null);
    if (check === null) throw notFound(`Branch #${branch} not found`);
    ok(ctx, check);
  });

  mount(settingRoutes.getSettingsPool, async (ctx) => {
    const { filterGranted } = validate(getQuery, ctx.query);
    const groups = poolSettingGroups(await poolSettingsOf(deps, authOf(ctx).pool_id));
    // filterGranted=false: the flat code/value list the client keeps after login (MD-SET-01)
    if (filterGranted === 'false' || filterGranted === '0')
      ok(
        ctx,
        groups.flatMap((g) => g.items.map(({ code, value }) => ({ code, value }))),
      );
    else ok(ctx, groups);
  });

  mount(settingRoutes.putSettingsPool, async (ctx) => {
    const body = ctx.request.body as { data?: unknown } | unknown[];
    const items = validate(itemsBody, Array.isArray(body) ? body : (body as { data?: unknown })?.data);
    const changes = readSettingChanges(items);
    if (!changes.ok) throw unprocessable(changes.errors);
    const poolId = authOf(ctx).pool_id;
    ok(ctx, poolSettingGroups(await changePoolSettings(deps, poolId, changes.values)));
  });

  mount(settingRoutes.getBranchIdSettingsCode, async (ctx) => {
    const { id, code } = validate(branchSettingParams, ctx.params);
    const def = settingOf(code);
    if (!def) throw notFound(`Setting ${code} not found`);
    const found = await branchSettingOf(deps, authOf(ctx).pool_id, id, def);
    if (!found) throw notFound(`Branch #${id} not found`);
    ok(ctx, settingItem(def, found.own, found.inherited));
  });

  /** Sets a branch's own value; null gives the branch back the inherited value. */
  mount(settingRoutes.putBranchIdSettingsCode, async (ctx) => {
    const { id, code } = validate(branchSettingParams, ctx.params);
    const def = settingOf(code);
    if (!def) throw notFound(`Setting ${code} not found`);
    if (!def.branch) throw unprocessable({ code: ['This setting cannot be changed per branch.'] });
    const poolId = authOf(ctx).pool_id;
    await ensureBranch(deps, poolId, id);
    const { value } = validate(branchSettingBody, ctx.request.body);
    let stored = null;
    if (value !== null && value !== undefined) {
      const coerced = coerceSettingValue(def, value);
      if (!coerced.ok) throw unprocessable({ value: [coerced.message] });
      stored = coerced.value;
    }
    const found = await changeBranchSetting(deps, poolId, id, def, stored);
    ok(ctx, settingItem(def, found?.own, found?.inherited ?? def.default));
  });
}
