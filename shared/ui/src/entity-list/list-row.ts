/** A row of a template list: the record's fields by the columns' `value`, its id, and whether it is archived. */
export type ListRow = Record<string, unknown> & { id: number; archived?: boolean };

/** The pagination part of a list answer's meta (LIST-08). */
export interface ListMeta {
  pagination?: { total: number; per_page: number; current_page: number };
}
