/** A record of a template-driven list as GET {entity_url}/{id} answers it (spec 001 section 7). */
export type EntityRecord = Record<string, unknown> & { id: number; archived?: boolean };
