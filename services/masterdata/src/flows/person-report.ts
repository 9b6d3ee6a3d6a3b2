import { PERSON_GUARDED_FIELDS, withoutHiddenFields, type Locale, type TokenPayload } from '@app/contracts';
import { notFound, type ServiceDeps } from '@app/service-kit';
import { personNotFound } from '../domain/persons/person-input';
import { personReportData, personReportPdf } from '../domain/person-report/person-report-pdf';
import { personReportSections } from '../domain/person-report/person-report-sections';
import { personReportData as readPersonReport } from '../store/person-report';

type Reader = Pick<TokenPayload, 'pool_id' | 'is_sysadmin' | 'roles' | 'allow' | 'finished'>;

/**
 * The person's full name (for the download's name), the day and the report's sections; 404 when
 * the person is gone. A field with its own right the reader lacks (the board number) stays out.
 */
async function reportOf(deps: ServiceDeps, reader: Reader, id: number, locale: Locale) {
  const poolId = reader.pool_id;
  const data = await deps.db.withPool(poolId, (tx) => readPersonReport(tx, poolId, id));
  if (!data) throw notFound(personNotFound(id));
  const name = [data.person.first_name, data.person.middle_name, data.person.last_name].filter(Boolean).join(' ');
  const person = withoutHiddenFields(data.person, PERSON_GUARDED_FIELDS, reader);
  const sections = personReportSections(person, data.contracts, data.fields, locale);
  return { name, madeOn: deps.clock.now().toISOString().slice(0, 10), sections };
}

/** The person report as an A4 PDF with the person's full name. */
export async function personReport(deps: ServiceDeps, reader: Reader, id: number, locale: Locale) {
  const { name, madeOn, sections } = await reportOf(deps, reader, id, locale);
  return { name, pdf: await personReportPdf(name, madeOn, sections, locale) };
}

/** The same report as data in the caller's language, for a screen that shows it. */
export async function personReportView(deps: ServiceDeps, reader: Reader, id: number, locale: Locale) {
  const { name, madeOn, sections } = await reportOf(deps, reader, id, locale);
  return personReportData(name, madeOn, sections, locale);
}
