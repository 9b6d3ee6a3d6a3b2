import type { Locale } from '@app/contracts';
import { notFound, type ServiceDeps } from '@app/service-kit';
import { personNotFound } from '../domain/persons/person-input';
import { personReportPdf } from '../domain/person-report/person-report-pdf';
import { personReportSections } from '../domain/person-report/person-report-sections';
import { personReportData } from '../store/person-report';

/** The person report as an A4 PDF with the person's full name (for the download's name); 404 when the person is gone. */
export async function personReport(deps: ServiceDeps, poolId: number, id: number, locale: Locale) {
  const data = await personReportData(deps.db, poolId, id);
  if (!data) throw notFound(personNotFound(id));
  const name = [data.person.first_name, data.person.middle_name, data.person.last_name].filter(Boolean).join(' ');
  const sections = personReportSections(data.person, data.contracts, data.fields, locale);
  return { name, pdf: await personReportPdf(name, deps.clock.now().toISOString().slice(0, 10), sections, locale) };
}
