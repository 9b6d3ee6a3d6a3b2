import type { scheduleEn } from './en';

/** Dutch texts of the Schedule tab and its daypart actions (the default language). */
export const scheduleNl: typeof scheduleEn = {
  schedule: {
    select_hint: 'Selecteer dagen in de kalender om iets met hun dagdelen te doen.',
    days_selected: '{{count}} dagen geselecteerd',
    days_selected_one: '{{count}} dag geselecteerd',
    no_dayparts: 'De aanvraag heeft geen dagdelen.',
    load_failed: 'De dagdelen konden niet worden geladen.',
    view: {
      calendar: 'Kalender',
      list: 'Lijst',
    },
    columns: {
      date: 'Datum',
      daypart: 'Dagdeel',
      state: 'Status',
      person: 'Persoon',
      reason: 'Reden',
    },
  },
  actions: {
    name: {
      add: 'Toevoegen',
      close: 'Dagdelen sluiten',
      open: 'Openen',
      delete: 'Dagdelen verwijderen',
      unplan: 'Uitplannen',
      plan: 'Inplannen',
      clear_fulfilled: 'Vervulling wissen',
    },
    button_count: '{{name}} ({{count}})',
    title: {
      add: '{{count}} dagdelen toevoegen?',
      close: '{{count}} dagdelen sluiten?',
      open: '{{count}} gesloten dagdelen heropenen?',
      delete: '{{count}} gesloten dagdelen verwijderen?',
      unplan: '{{count}} dagdelen uitplannen?',
      plan: 'Een invaller inplannen op {{count}} dagdelen?',
      clear_fulfilled: 'De personen van {{count}} dagdelen halen?',
    },
    confirm: {
      add: 'Toevoegen',
      close: 'Sluiten',
      open: 'Openen',
      delete: 'Verwijderen',
      unplan: 'Uitplannen',
      plan: 'Inplannen',
      clear_fulfilled: 'Wissen',
    },
    done: {
      add: '{{count}} dagdelen toegevoegd.',
      close: '{{count}} dagdelen gesloten.',
      open: '{{count}} dagdelen heropend.',
      delete: '{{count}} dagdelen verwijderd.',
      unplan: '{{count}} dagdelen uitgepland.',
      plan: 'Invaller ingepland op {{count}} dagdelen.',
      clear_fulfilled: 'Personen van {{count}} dagdelen gehaald.',
    },
    reason: 'Reden',
    no_reasons: 'De stamgegevens hebben nog geen redenen voor deze actie.',
    comment: 'Toelichting',
    person: 'Invaller',
    failed: 'De actie kon niet worden uitgevoerd.',
  },
};
