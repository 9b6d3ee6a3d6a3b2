import { REQUEST_LIST_FILTERS, REQUEST_LIST_SORTS } from '@app/contracts';
import { fieldColumnCode, type ListCapabilities, type ListedField } from '@app/service-kit';

/** What the request list may be sorted and filtered by (LIST-08), first open daypart first. */
export const requestListCapabilities: ListCapabilities = {
  sortable: REQUEST_LIST_SORTS,
  defaultSort: { column: 'first_open_date', order: 'asc' },
  filters: REQUEST_LIST_FILTERS,
};

/**
 * The list's sort whitelist and filters with the fields the caller sees: each field sorts, a
 * yes/no field filters, by its `field_<id>` code (ADR 0106). Another pool's field is no code of
 * this list (a sort on it is 422, a filter on it is dropped).
 */
export const requestListCapabilitiesWith = (fields: readonly ListedField[]): ListCapabilities => ({
  ...requestListCapabilities,
  sortable: [...REQUEST_LIST_SORTS, ...fields.map((f) => fieldColumnCode(f.id))],
  filters: [...REQUEST_LIST_FILTERS, ...fields.filter((f) => f.type === 'bool').map((f) => fieldColumnCode(f.id))],
});
