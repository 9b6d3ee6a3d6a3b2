import { sql } from 'drizzle-orm';
import { pgSchema } from 'drizzle-orm/pg-core';
import { settingValueColumns } from '@app/contracts/published-views/masterdata';
import {
  additionalFields,
  branchSettings,
  branches,
  branchTypes,
  labelGroups,
  labels,
  periods,
  persons,
  poolSettings,
  vacations,
} from './schema';

/**
 * Published contract: what staffing reads to make and check requests. Each view shows
 * live and archived rows with an `archived` flag, so a request keeps naming what it was made with;
 * the reader decides what a new choice may take. Kept apart from schema.ts
 * (drizzle.config.ts names both files).
 */
const masterdata = pgSchema('masterdata');

/** The school-year periods a schedule belongs to: the calendar's start and end (CAL-PAGE-11). */
export const periodDirectory = masterdata.view('period_directory').as((qb) =>
  qb
    .select({
      id: periods.id,
      poolId: periods.poolId,
      name: periods.name,
      startDate: periods.startDate,
      endDate: periods.endDate,
      active: periods.active,
      current: periods.current,
      archived: sql<boolean>`${periods.archivedAt} is not null`.as('archived'),
    })
    .from(periods),
);

/** Vacations, for the request's vacation warnings and the schedule's days off (REQ-CREATE-11). */
export const vacationDirectory = masterdata.view('vacation_directory').as((qb) =>
  qb
    .select({
      id: vacations.id,
      poolId: vacations.poolId,
      name: vacations.name,
      region: vacations.region,
      type: vacations.type,
      startDate: vacations.startDate,
      endDate: vacations.endDate,
      branchIds: vacations.branchIds,
      plannable: vacations.plannable,
      archived: sql<boolean>`${vacations.archivedAt} is not null`.as('archived'),
    })
    .from(vacations),
);

/** Branches with what a request shows and checks: e-mail, region (its vacations), whether its type takes requests. */
export const branchDetailDirectory = masterdata.view('branch_detail_directory').as((qb) =>
  qb
    .select({
      id: branches.id,
      poolId: branches.poolId,
      parentId: branches.parentId,
      name: branches.name,
      email: branches.email,
      region: branches.region,
      city: branches.city,
      hasRequests: branchTypes.hasRequests,
      archived: sql<boolean>`${branches.archivedAt} is not null`.as('archived'),
      /** the school's BRIN code: the cost centre of a payroll export line (DOMAIN 'Work state') */
      brin: branches.brin,
      /** the address the dashboard's planning panel shows an administrator (DASH-06/07) */
      street: branches.street,
      number: branches.number,
      postalCode: branches.postalCode,
      /** the school's number an invitation or reservation gives the substitute (INV-RULE-05) */
      phone: branches.phone,
      /** printed under the secondment invoice of a pair where this branch loans (MD-BRANCH-02, reports) */
      secondmentInvoiceFooter: branches.secondmentInvoiceFooter,
    })
    .from(branches)
    .innerJoin(branchTypes, sql`${branchTypes.id} = ${branches.branchTypeId}`),
);

/** Persons as a request names them (absentee, preferred and planned person), with the archived flag and the mobile number. */
export const personDetailDirectory = masterdata.view('person_detail_directory').as((qb) =>
  qb
    .select({
      id: persons.id,
      poolId: persons.poolId,
      fullName: sql<string>`concat_ws(' ', ${persons.firstName}, nullif(${persons.middleName}, ''), ${persons.lastName})`.as('full_name'),
      planningBlockade: persons.planningBlockade,
      archived: sql<boolean>`${persons.archivedAt} is not null`.as('archived'),
      /** the mobile number offers go to as a text message (docs/invitations.md), last so the view grows additively */
      mobile: persons.mobile,
      /** the employee number a payroll export line names (DOMAIN 'Work state') */
      personnelNumber: persons.personnelNumber,
      /** the person's mail settings: true, staffing sends them no notification mailing (ADR 0307) */
      notificationMailsOff: persons.notificationMailsOff,
    })
    .from(persons),
);

/** Labels with their group's employability flags: a request's required employability (REQ-DATA-01). */
export const labelDirectory = masterdata.view('label_directory').as((qb) =>
  qb
    .select({
      id: labels.id,
      poolId: labels.poolId,
      name: labels.name,
      labelGroupId: sql<number>`${labelGroups.id}`.as('label_group_id'),
      groupName: sql<string>`${labelGroups.name}`.as('group_name'),
      color: labelGroups.color,
      requiredEmployability: labelGroups.requiredEmployability,
      preferredEmployability: labelGroups.preferredEmployability,
      archived: sql<boolean>`${labels.archivedAt} is not null or ${labelGroups.archivedAt} is not null`.as('archived'),
    })
    .from(labels)
    .innerJoin(labelGroups, sql`${labelGroups.id} = ${labels.labelGroupId}`),
);

/**
 * The setting values a pool (branch_id null) or a branch stored; a code without a row has the
 * catalogue's default (staffing reads the defaults of its settings from `@app/contracts`).
 */
export const settingValueDirectory = masterdata.view('setting_value_directory', settingValueColumns()).as(
  sql`select pool_id, null::integer as branch_id, code, value from ${poolSettings}
      union all select pool_id, branch_id, code, value from ${branchSettings}`,
);

/**
 * Additional fields of location request (MD-ADDF-01, ADR 0106): staffing keeps a request's values
 * and checks them against these definitions with the shared rules (`@app/contracts/additional-field-values`).
 */
export const additionalFieldDirectory = masterdata.view('additional_field_directory').as((qb) =>
  qb
    .select({
      id: additionalFields.id,
      poolId: additionalFields.poolId,
      key: additionalFields.key,
      label: additionalFields.label,
      type: additionalFields.type,
      location: additionalFields.location,
      validation: additionalFields.validation,
      archived: sql<boolean>`${additionalFields.archivedAt} is not null`.as('archived'),
    })
    .from(additionalFields),
);
