import type { timelineEn } from './en';

/** Dutch texts of the Timeline tab (the default language). */
export const timelineNl: typeof timelineEn = {
  timeline: {
    empty: 'Er is nog niets met deze aanvraag gebeurd.',
    load_failed: 'De tijdlijn kon niet worden geladen.',
    by: '{{name}}, {{at}}',
    reason: 'Reden: {{reason}}',
    person: 'Persoon: {{name}}',
    change: '{{field}}: {{from}} → {{to}}',
    recipient: 'Aan: {{recipient}}',
    show_message: 'Bericht tonen',
    sms_title: 'Sms',
  },
};
