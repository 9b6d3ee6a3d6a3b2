import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import { hourlyRates, persons } from './schema';

/**
 * Published contract of the reports: what the reports service reads of master data
 * besides the staffing views. Kept apart from schema.ts (drizzle.config.ts names this file).
 */
const masterdata = pgSchema('masterdata');

/** Persons as the reports show them: the deployment report's birth date (RPT-DEP-01) beside the name. */
export const personReportDirectory = masterdata.view('person_report_directory').as((qb) =>
  qb
    .select({
      id: persons.id,
      poolId: persons.poolId,
      fullName: sql<string>`concat_ws(' ', ${persons.firstName}, nullif(${persons.middleName}, ''), ${persons.lastName})`.as('full_name'),
      birthDate: persons.birthDate,
      archived: sql<boolean>`${persons.archivedAt} is not null`.as('archived'),
    })
    .from(persons),
);

/** Published contract: secondment hourly rates (branch null: every branch; end null: open), read by the secondment invoicing (RPT-SEC-02/03). */
export const hourlyRateDirectory = masterdata.view('hourly_rate_directory').as((qb) =>
  qb
    .select({
      id: hourlyRates.id,
      poolId: hourlyRates.poolId,
      personId: hourlyRates.personId,
      branchId: hourlyRates.branchId,
      amount: hourlyRates.amount,
      startDate: hourlyRates.startDate,
      endDate: hourlyRates.endDate,
    })
    .from(hourlyRates),
);
