/** A catalogue text with its {{placeholders}} filled in; the catalogue translates the result (ADR 0007). */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** 2030-03-24 -> 24-03-2030, as the person forms show dates. */
export const dutchDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');
