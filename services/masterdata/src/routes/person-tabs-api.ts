import { z, type ZodType } from 'zod';
import { idParamsSchema, type ApiRoute } from '@app/service-kit';
import { PublicRoutes } from '@app/contracts';
import { savingGoalTab, scoreTab, workPlanTab } from './person-row-tabs';
import { importContractRowSchema, importPersonRowSchema } from '../domain/imports/import-rows';
import { PERSON_VIEW_RIGHTS } from '../domain/imports/person-supplier-tab';
import { additionalFieldValuesInputSchema, CUSTOM_FIELD_RIGHTS, PersonTabPermission } from '@app/contracts';
import { rowParamsSchema, type PersonRowTab } from './person-rows';

const rowRoutes = (tab: Pick<PersonRowTab<ZodType, unknown>, 'path' | 'rights' | 'schema'>, what: string) =>
  ({
    list: {
      method: 'get',
      path: `/person/:id/${tab.path}`,
      summary: `A person's ${what}`,
      access: [...tab.rights.view],
      params: idParamsSchema,
    },
    add: {
      method: 'post',
      path: `/person/:id/${tab.path}`,
      summary: `Adds one of a person's ${what}`,
      access: [...tab.rights.edit],
      params: idParamsSchema,
      body: tab.schema,
    },
    change: {
      method: 'put',
      path: `/person/:id/${tab.path}/:rowId`,
      summary: `Changes one of a person's ${what}`,
      access: [...tab.rights.edit],
      params: [idParamsSchema, rowParamsSchema],
      body: tab.schema,
    },
    remove: {
      method: 'delete',
      path: `/person/:id/${tab.path}/:rowId`,
      summary: `Removes one of a person's ${what}`,
      access: [...tab.rights.edit],
      params: [idParamsSchema, rowParamsSchema],
    },
  }) satisfies Record<string, ApiRoute>;

/** The person popup's row tabs (person-tabs.ts, ADR 0101). */
export const personTabRoutes = {
  savingGoals: rowRoutes(savingGoalTab, 'saving goals'),
  workPlans: rowRoutes(workPlanTab, 'work plans (hours, bapo, sustainable employability per branch and period)'),
  scores: rowRoutes(scoreTab, 'scores (with their average)'),
};

/** The person popup's Data supplier and Couplings tabs and a data supplier's import calls (imports.ts, ADR 0102). */
export const importRoutes = {
  getPersonIdDataSupplier: {
    method: 'get',
    path: '/person/:id/data-supplier',
    summary: 'Which data supplier imported the person and their contracts, when, and with which external id',
    access: PERSON_VIEW_RIGHTS,
    params: idParamsSchema,
  },
  getPersonIdCouplings: {
    method: 'get',
    path: '/person/:id/couplings',
    summary: "The person's couplings: their account, profiles (function, branch, roles) and the data suppliers that feed them",
    access: PERSON_VIEW_RIGHTS,
    params: idParamsSchema,
  },
  postImportPersons: {
    ...PublicRoutes.importPersons,
    summary:
      "A data supplier's person import (Authorization: Bearer <the supplier's auth token>): a list of rows matched by external_id; answers {row, status: created|updated|refused, id?, errors?} per row",
    body: z.array(importPersonRowSchema),
  },
  postImportContracts: {
    ...PublicRoutes.importContracts,
    summary:
      "A data supplier's contract import (its own token): rows matched by external_id, the person by person_external_id, the type by contract_type_code; written is_imported",
    body: z.array(importContractRowSchema),
  },
} satisfies Record<string, ApiRoute>;

/** The person report (person-report.ts). */
export const personReportRoutes = {
  getPersonIdReport: {
    method: 'get',
    path: '/person/:id/report',
    summary: "The person report: the person's details, contracts and other data as an A4 PDF (PDF of personal data)",
    access: [PersonTabPermission.PERSON_PDF],
    params: idParamsSchema,
  },
  getReportPersonId: {
    method: 'get',
    path: '/report/person/:id',
    summary:
      "The person report as data (data.report_data: title, name, made_on and the sections with their lines, in the caller's language), beside the PDF",
    access: [PersonTabPermission.PERSON_PDF],
    params: idParamsSchema,
  },
} satisfies Record<string, ApiRoute>;

/** The additional field values of a person and of a branch (additional-field-values.ts). */
const fieldValueRoutes = (location: 'person' | 'branch') =>
  ({
    get: {
      method: 'get',
      path: `/${location}/:id/additional-fields`,
      summary: `The pool's additional fields of a ${location} with its values and the fields' rules`,
      access: CUSTOM_FIELD_RIGHTS.view,
      params: idParamsSchema,
    },
    put: {
      method: 'put',
      path: `/${location}/:id/additional-fields`,
      summary: `Sets a ${location}'s additional field values by key (typed, with the field's required/min/max rules; null clears)`,
      access: CUSTOM_FIELD_RIGHTS.edit,
      params: idParamsSchema,
      body: additionalFieldValuesInputSchema,
    },
  }) satisfies Record<string, ApiRoute>;

export const additionalFieldValueRoutes = { person: fieldValueRoutes('person'), branch: fieldValueRoutes('branch') };
