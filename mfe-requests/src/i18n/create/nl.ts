import type { createEn } from './en';

/** Dutch texts of the create request stepper (the default language). */
export const createNl: typeof createEn = {
  create: {
    title: 'Nieuwe aanvraag',
    steps: {
      data: 'Aanvraaggegevens',
      dayparts: 'Dagdelen',
      save: 'Opslaan',
    },
    next: 'Volgende',
    back: 'Terug',
    save: 'Opslaan',
    save_and_match: 'Opslaan en naar matching',
    daypart_choice: 'Dagdelen van elke gekozen dag',
    choice: {
      both: 'Alle dagdelen van het rooster',
      morning: 'Alleen ochtenden',
      afternoon: 'Alleen middagen',
    },
    chosen: '{{days}} dagen, {{dayparts}} dagdelen',
    summary: '{{count}} dagdelen op {{days}} dagen, van {{from}} tot en met {{to}}.',
    payroll: 'Het verzuim melden aan het salarissysteem',
    payroll_from: 'Vanaf',
    sickness_notification: 'Ziekmelding versturen naar de school',
    payroll_failed: 'De aanvraag is opgeslagen, maar het salarissysteem heeft de verzuimmelding niet aangenomen.',
    saved: 'Aanvraag #{{id}} is aangemaakt.',
    save_failed: 'De aanvraag kon niet worden opgeslagen.',
    fix_fields: 'De aanvraag is niet opgeslagen: herstel de gemarkeerde velden.',
    form_failed: 'Het aanvraagformulier kon niet worden geladen.',
    context_failed: 'De kalender van het rooster kon niet worden geladen.',
  },
};
