import { personReportRoutes } from './person-tabs-api';
import { type Locale } from '@app/contracts';
import { authOf, ok, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { personReport, personReportView } from '../flows/person-report';
import { existingPersonId } from './person-param';

/** A download name from the person's name: letters, digits, dot and dash. */
const fileName = (name: string) => `${name.replace(/[^\w.-]+/g, '_') || 'person'}.pdf`;

/**
 * The person report (the person card's "PDF of personal data", MD-PERSON-06, ADR 0101): the
 * person's details, contracts and other data as an A4 PDF, with PERMISSION_PERSON_PDF.
 */
export function mountPersonReportRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(personReportRoutes.getPersonIdReport, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    const { name, pdf } = await personReport(deps, authOf(ctx), id, ctx.state.locale as Locale);
    ctx.set('Content-Disposition', `attachment; filename="${fileName(name)}"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'application/pdf';
    ctx.body = pdf;
  });
  mount(personReportRoutes.getReportPersonId, async (ctx) => {
    const id = await existingPersonId(ctx, deps);
    ok(ctx, { report_data: await personReportView(deps, authOf(ctx), id, ctx.state.locale as Locale) });
  });
}
