import { personReportRoutes } from './person-tabs-api';
import { type Locale } from '@app/contracts';
import { authOf, notFound, type RouteMounter, type ServiceDeps } from '@app/service-kit';
import { personReportPdf } from '../domain/person-report/person-report-pdf';
import { personReportSections } from '../domain/person-report/person-report-sections';
import { personReportData } from '../store/person-report';
import { existingPersonId } from './person-param';
import { personResource } from './persons';

/** A download name from the person's name: letters, digits, dot and dash. */
const fileName = (name: string) => `${name.replace(/[^\w.-]+/g, '_') || 'person'}.pdf`;

/**
 * The person report (the person card's "PDF of personal data", MD-PERSON-06, ADR 0101): the
 * person's details, contracts and other data as an A4 PDF, with PERMISSION_PERSON_PDF.
 */
export function mountPersonReportRoutes(mount: RouteMounter, deps: ServiceDeps) {
  mount(personReportRoutes.getPersonIdReport, async (ctx) => {
    const id = await existingPersonId(ctx, deps.db);
    const data = await personReportData(deps.db, authOf(ctx).pool_id, id);
    if (!data) throw notFound(personResource.notFound(id));
    const locale = ctx.state.locale as Locale;
    const name = [data.person.first_name, data.person.middle_name, data.person.last_name].filter(Boolean).join(' ');
    const sections = personReportSections(data.person, data.contracts, data.fields, locale);
    ctx.set('Content-Disposition', `attachment; filename="${fileName(name)}"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'application/pdf';
    ctx.body = await personReportPdf(name, deps.clock.now().toISOString().slice(0, 10), sections, locale);
  });
}
