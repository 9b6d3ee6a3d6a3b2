import type { Context } from 'koa';
import { z } from 'zod';
import { CALENDAR_PAGE_TEMPLATES, hasAnyRight, Messages, templateQuerySchema, type CalendarPageTemplateName } from '@app/contracts';
import { authOf, forbidden, notFound, ok, validate, type ServiceDeps, type ApiRoute, type RouteMounter } from '@app/service-kit';
import { calendarPageTemplate, mayReadCalendarPage } from '../domain/templates/calendar-page-template';
import { formTemplateFor, popupTemplateFor, type EntityTemplateSource } from '../domain/templates/entity-template';
import { TEMPLATE_SOURCES } from '../domain/templates/template-registry';
import { listTemplate } from '../flows/list-template';

export const nameParams = z.object({ name: z.string().min(1) });
const POPUP_SUFFIX = '-popup';

/** The template an authorised caller may see; templates of entities one cannot view are 403. */
function sourceFor(ctx: Context, name: string): EntityTemplateSource {
  const source = TEMPLATE_SOURCES.get(name);
  if (!source) throw notFound(`Template ${name} not found`);
  const auth = authOf(ctx);
  if (!auth.finished || !hasAnyRight(auth, source.rights.view)) throw forbidden(Messages.notEnoughPermissions);
  return source;
}

/**
 * The calendar pages' templates (CAL-PAGE-03): for whoever may open the page; the general
 * calendar's filter is the request list's as the caller sees it (none without the right to it).
 */
async function calendarPage(ctx: Context, name: CalendarPageTemplateName, isMobile: boolean, deps: ServiceDeps) {
  const auth = authOf(ctx);
  if (!mayReadCalendarPage(name, auth)) throw forbidden(Messages.notEnoughPermissions);
  const requests = TEMPLATE_SOURCES.get('request');
  const filter =
    name === 'calendar-page-list' && requests && hasAnyRight(auth, requests.rights.view)
      ? (await listTemplate(deps, requests, auth, isMobile)).filter
      : null;
  return calendarPageTemplate(name, isMobile, filter);
}

export const templateRoutes = {
  getTemplatePageName: {
    method: 'get',
    path: '/template-page/:name',
    summary: 'A list page template for the caller',
    access: 'token',
    params: nameParams,
    query: templateQuerySchema,
  },
  getTemplateName: {
    method: 'get',
    path: '/template/:name',
    summary: 'A form template for the caller',
    access: 'token',
    params: nameParams,
    query: templateQuerySchema,
  },
  getTemplatePopupName: {
    method: 'get',
    path: '/template-popup/:name',
    summary: 'A popup template for the caller',
    access: 'token',
    params: nameParams,
    query: templateQuerySchema,
  },
} satisfies Record<string, ApiRoute>;

/** GET template-page/{name} (and its -popup variant), template/{form}, template-popup/{name}; all take isMobile=1. */
export function mountTemplateRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(templateRoutes.getTemplatePageName, async (ctx) => {
    const { name } = validate(nameParams, ctx.params);
    const { isMobile } = validate(templateQuerySchema, ctx.query);
    if ((CALENDAR_PAGE_TEMPLATES as readonly string[]).includes(name)) {
      ok(ctx, await calendarPage(ctx, name as CalendarPageTemplateName, isMobile === '1', deps));
      return;
    }
    if (name.endsWith(POPUP_SUFFIX)) {
      ok(ctx, popupTemplateFor(sourceFor(ctx, name.slice(0, -POPUP_SUFFIX.length)), authOf(ctx)));
      return;
    }
    ok(ctx, await listTemplate(deps, sourceFor(ctx, name), authOf(ctx), isMobile === '1'));
  });

  mount(templateRoutes.getTemplateName, (ctx) => {
    const { name } = validate(nameParams, ctx.params);
    validate(templateQuerySchema, ctx.query);
    ok(ctx, formTemplateFor(sourceFor(ctx, name), authOf(ctx)));
  });

  mount(templateRoutes.getTemplatePopupName, (ctx) => {
    const { name } = validate(nameParams, ctx.params);
    validate(templateQuerySchema, ctx.query);
    ok(ctx, popupTemplateFor(sourceFor(ctx, name), authOf(ctx)));
  });
}
