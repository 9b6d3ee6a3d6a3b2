import type { personPlanningTabsEn } from './en';

export const personPlanningTabsNl: typeof personPlanningTabsEn = {
  person_planning: {
    dayparts: { '1': 'Ochtend', '2': 'Middag' },
    status: {
      staffed: 'Ingepland',
      available: 'Beschikbaar',
      unavailable: 'Niet beschikbaar',
      absent: 'Afwezig',
    },
    planning: {
      range: 'Ingeplande dagdelen van {{from}} tot en met {{to}}',
      date: 'Datum',
      daypart: 'Dagdeel',
      request: 'Aanvraag',
      branch: 'Vestiging',
      empty: 'In deze periode op geen dagdeel ingepland.',
    },
    availabilities: {
      range: 'Beschikbaarheid van {{from}} tot en met {{to}}; wijzigen gaat via het planningsscherm.',
      label: 'Beschikbaarheid van {{name}}',
    },
    logs: {
      at: 'Wanneer',
      event: 'Gebeurtenis',
      request: 'Aanvraag',
      branch: 'Vestiging',
      author: 'Door',
      empty: 'Voor deze persoon is nog niets gelogd.',
    },
    events: {
      substitute_planned: 'Ingepland',
      substitute_unplanned: 'Uitgepland',
      proposal_approved: 'Voorstel goedgekeurd',
      proposal_denied: 'Voorstel afgewezen',
      invitation_accepted: 'Uitnodiging geaccepteerd',
      invitation_denied: 'Uitnodiging afgewezen',
      reservation_accepted: 'Reservering geaccepteerd',
      reservation_denied: 'Reservering afgewezen',
    },
  },
};
