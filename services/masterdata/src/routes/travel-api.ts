import { hourlyRateInputSchema, travelDistanceInputSchema, travelExpenseEntryInputSchema } from '@app/contracts';
import { idParamsSchema, type ApiRoute } from '@app/service-kit';
import { HOURLY_RATE_RIGHTS, hourlyRateParamsSchema } from '../domain/hourly-rates/hourly-rate-rules';
import { TRAVEL_RIGHTS, travelBranchParamsSchema, travelDateQuerySchema, travelEntryParamsSchema } from '../domain/travel/travel-rules';

/** The travel and hourly rate routes (travel.ts, hourly-rates.ts) as the published API shows them. */
export const travelRoutes = {
  getPersonIdTravelDistances: {
    method: 'get',
    path: '/person/:id/travel-distances',
    summary: "A person's distances to the branches with a working day's travel allowance on a date (default today)",
    access: TRAVEL_RIGHTS.view,
    params: idParamsSchema,
    query: travelDateQuerySchema,
  },
  putPersonIdTravelDistancesBranchId: {
    method: 'put',
    path: '/person/:id/travel-distances/:branchId',
    summary: 'Enters the km of one single trip from a person to a branch',
    access: TRAVEL_RIGHTS.edit,
    params: [idParamsSchema, travelBranchParamsSchema],
    body: travelDistanceInputSchema,
  },
  deletePersonIdTravelDistancesBranchId: {
    method: 'delete',
    path: '/person/:id/travel-distances/:branchId',
    summary: 'Forgets an entered distance (the one computed from the coordinates counts again)',
    access: TRAVEL_RIGHTS.edit,
    params: [idParamsSchema, travelBranchParamsSchema],
  },
  getBranchIdTravelExpenses: {
    method: 'get',
    path: '/branch/:id/travel-expenses',
    summary: "A branch's travel expense table",
    access: TRAVEL_RIGHTS.view,
    params: idParamsSchema,
  },
  postBranchIdTravelExpenses: {
    method: 'post',
    path: '/branch/:id/travel-expenses',
    summary: "Adds a row to a branch's travel expense table",
    access: TRAVEL_RIGHTS.edit,
    params: idParamsSchema,
    body: travelExpenseEntryInputSchema,
  },
  putBranchIdTravelExpensesEntryId: {
    method: 'put',
    path: '/branch/:id/travel-expenses/:entryId',
    summary: "Changes a row of a branch's travel expense table",
    access: TRAVEL_RIGHTS.edit,
    params: [idParamsSchema, travelEntryParamsSchema],
    body: travelExpenseEntryInputSchema,
  },
  deleteBranchIdTravelExpensesEntryId: {
    method: 'delete',
    path: '/branch/:id/travel-expenses/:entryId',
    summary: "Removes a row of a branch's travel expense table",
    access: TRAVEL_RIGHTS.edit,
    params: [idParamsSchema, travelEntryParamsSchema],
  },
  getPersonIdHourlyRates: {
    method: 'get',
    path: '/person/:id/hourly-rates',
    summary: "A person's secondment hourly rates",
    access: HOURLY_RATE_RIGHTS.view,
    params: idParamsSchema,
  },
  postPersonIdHourlyRates: {
    method: 'post',
    path: '/person/:id/hourly-rates',
    summary: 'Adds a secondment hourly rate to a person',
    access: HOURLY_RATE_RIGHTS.edit,
    params: idParamsSchema,
    body: hourlyRateInputSchema,
  },
  putPersonIdHourlyRatesRateId: {
    method: 'put',
    path: '/person/:id/hourly-rates/:rateId',
    summary: "Changes a person's secondment hourly rate",
    access: HOURLY_RATE_RIGHTS.edit,
    params: [idParamsSchema, hourlyRateParamsSchema],
    body: hourlyRateInputSchema,
  },
  deletePersonIdHourlyRatesRateId: {
    method: 'delete',
    path: '/person/:id/hourly-rates/:rateId',
    summary: "Removes a person's secondment hourly rate",
    access: HOURLY_RATE_RIGHTS.edit,
    params: [idParamsSchema, hourlyRateParamsSchema],
  },
} satisfies Record<string, ApiRoute>;
