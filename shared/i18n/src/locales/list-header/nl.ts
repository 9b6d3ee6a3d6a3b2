import type { listHeaderEn } from './en';

/** Dutch texts of the list header bar; the same keys as en.ts. */
export const listHeaderNl: typeof listHeaderEn = {
  help: 'Help',
  info: 'Informatie',
  reports: 'Rapportages',
  ok: 'OK',
  person_help: {
    title: 'Personen vinden',
    search: 'Het zoeken kijkt in de volledige naam, het e-mailadres en het personeelsnummer.',
    branch: 'Het filter op vestiging toont personen met een lopend contract bij die vestiging of een vestiging eronder.',
    archived: 'Gearchiveerde personen staan er alleen bij met "Toon gearchiveerd".',
  },
};
