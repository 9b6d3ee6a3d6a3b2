import { PersonTabPermission as X, Permission as P } from '@app/contracts';
import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { persons } from '../db/schema';
import { personReportSections } from '../domain/person-report/person-report-sections';
import { NOT_ENOUGH, SETUP_TIMEOUT_MS, startMasterdata, tokenWith } from '../testing/fixtures';

let deps: TestDeps;
let server: TestServer;
let ada: number;

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  const [row] = await deps.db.withSystem((tx) =>
    tx
      .insert(persons)
      .values({ poolId: 1, firstName: 'Ada', lastName: 'Lovelace', initials: 'A.', birthDate: '1990-12-10' })
      .returning({ id: persons.id }),
  );
  ada = row!.id;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

describe('the person report (PDF of personal data)', () => {
  it('downloads an A4 PDF named after the person with PERMISSION_PERSON_PDF', async () => {
    const token = await tokenWith(deps, 1, X.PERSON_PDF);
    const res = await server.call('GET', `/api/person/${ada}/report`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Ada_Lovelace.pdf"');
  });

  it('is refused without the right and 404 for another pool', async () => {
    const viewer = await tokenWith(deps, 1, P.PERSON_ALL);
    const refused = await server.call('GET', `/api/person/${ada}/report`, { token: viewer });
    expect(refused.status).toBe(403);
    expect(refused.body.meta.messages[0].message).toBe(NOT_ENOUGH);
    const noord = await tokenWith(deps, 2, X.PERSON_PDF);
    expect((await server.call('GET', `/api/person/${ada}/report`, { token: noord })).status).toBe(404);
  });
});

describe('MD-PERSON-06 / API-72: GET report/person/{id}', () => {
  it('MD-PERSON-06 API-72 answers data.report_data with the lines the PDF prints, in the language asked', async () => {
    const token = await tokenWith(deps, 1, X.PERSON_PDF);
    const res = await server.call('GET', `/api/report/person/${ada}`, { token, headers: { 'accept-language': 'nl' } });
    expect(res.status).toBe(200);
    const report = res.body.data.report_data;
    expect(report.title).toBe('Persoonsgegevens: Ada Lovelace');
    expect(report.sections.map((s: { title: string }) => s.title)).toEqual(['Gegevens', 'Contracten', 'Overige gegevens']);
    expect(report.sections[0].lines).toContainEqual({ label: 'Geboortedatum', value: '10-12-1990' });
    expect(report.sections[1]).toMatchObject({ empty: 'Geen contracten.', lines: [] });
  });

  it('MD-PERSON-06 API-72 is refused without PERMISSION_PERSON_PDF and 404 for another pool', async () => {
    const viewer = await tokenWith(deps, 1, P.PERSON_ALL);
    expect((await server.call('GET', `/api/report/person/${ada}`, { token: viewer })).status).toBe(403);
    const noord = await tokenWith(deps, 2, X.PERSON_PDF);
    const other = await server.call('GET', `/api/report/person/${ada}`, { token: noord });
    expect(other.status).toBe(404);
    expect(other.body.meta.messages[0].message).toBe(`Person #${ada} not found`);
  });
});

describe('personReportSections', () => {
  it('writes the details with Dutch dates, the contracts and the other data in the language asked', () => {
    const sections = personReportSections(
      { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1990-12-10', bsn: '123456782' },
      [{ type: 'Tijdelijk', branch: 'De Linde', start_date: '2026-08-01', end_date: '2027-07-31', hours: 20.5 }],
      [
        { id: 1, key: 'driver', label: 'Driving licence', type: 'bool', required: false, min: null, max: null, value: true },
        { id: 2, key: 'intake_at', label: 'Intake at', type: 'datetime', required: false, min: null, max: null, value: '2026-03-01T09:30' },
      ],
      'en',
    );
    expect(sections.map((s) => s.title.en)).toEqual(['Details', 'Contracts', 'Other data']);
    expect(sections[0]!.lines.find((l) => typeof l.label !== 'string' && l.label.en === 'Birth date')?.value).toBe('10-12-1990');
    // the BSN has its own right and stays out
    expect(sections[0]!.lines.map((l) => l.value)).not.toContain('123456782');
    expect(sections[1]!.lines).toEqual([{ label: 'Tijdelijk - De Linde', value: '01-08-2026 - 31-07-2027 (20,5 hours)' }]);
    expect(sections[2]!.lines).toEqual([
      { label: 'Driving licence', value: 'Yes' },
      { label: 'Intake at', value: '01-03-2026 09:30' },
    ]);
  });
});
