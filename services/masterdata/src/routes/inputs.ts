import { inputsQuerySchema, type SelectOption } from '@app/contracts';
import { authOf, ok, unprocessable, validate, type ServiceDeps, type ApiRoute, type RouteMounter } from '@app/service-kit';
import { STATIC_INPUTS } from '../domain/inputs/static-inputs';
import { isDataLookup, selectOptions } from '../flows/select-options';
import { personalScopeOf } from '../domain/list/personal-scope';
import { parseNestedQuery } from './list-response';

export const inputRoutes = {
  getInputs: { method: 'get', path: '/inputs', summary: 'Options of select inputs', access: [], query: inputsQuerySchema },
} satisfies Record<string, ApiRoute>;

/**
 * GET inputs?inputs[<get_key>][search]=...: the options of form and filter selects (FILTER-30),
 * several lists in one call, keyed by get_key. Any logged-in profile may ask: the lists hold names
 * only, and every form or filter needs them. Lists kept per branch keep to the caller's personal
 * filter; `inputs[<get_key>][option]=<parent value>` narrows a dependent select to its parent.
 */
export function mountInputRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(inputRoutes.getInputs, async (ctx) => {
    const { inputs } = validate(inputsQuerySchema, parseNestedQuery(ctx));
    const wanted = Object.entries(inputs).map(([key, v]) =>
      typeof v === 'string' ? { key, search: v } : { key, search: v.search, option: v.option },
    );
    const unknown = wanted.filter((w) => !(w.key in STATIC_INPUTS) && !isDataLookup(w.key));
    if (unknown.length)
      throw unprocessable(Object.fromEntries(unknown.map((w) => [`inputs.${w.key}`, ['The selected input is invalid.']])));
    const auth = authOf(ctx);
    const data: Record<string, SelectOption[]> = await selectOptions(
      deps,
      auth.pool_id,
      personalScopeOf(auth, deps.clock.now()),
      wanted.filter((w) => isDataLookup(w.key)),
    );
    // fixed lists name their options by i18n key: the client narrows them in the reader's language
    for (const w of wanted.filter((x) => x.key in STATIC_INPUTS)) data[w.key] = [...(STATIC_INPUTS[w.key] ?? [])];
    ok(ctx, data);
  });
}
