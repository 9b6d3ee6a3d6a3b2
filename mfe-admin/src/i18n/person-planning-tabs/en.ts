/** The person popup's Planning, Availabilities and Logs tabs (and the Availabilities tab of "my data"). */
export const personPlanningTabsEn = {
  person_planning: {
    dayparts: { '1': 'Morning', '2': 'Afternoon' },
    status: {
      staffed: 'Staffed',
      available: 'Available',
      unavailable: 'Unavailable',
      absent: 'Absent',
    },
    planning: {
      range: 'Planned dayparts from {{from}} to {{to}}',
      date: 'Date',
      daypart: 'Daypart',
      request: 'Request',
      branch: 'Branch',
      empty: 'Not planned on any daypart in this period.',
    },
    availabilities: {
      range: 'Availability from {{from}} to {{to}}; it is changed on the planning screen.',
      label: 'Availability of {{name}}',
    },
    logs: {
      at: 'When',
      event: 'Event',
      request: 'Request',
      branch: 'Branch',
      author: 'By',
      empty: 'Nothing logged for this person yet.',
    },
    events: {
      substitute_planned: 'Planned',
      substitute_unplanned: 'Unplanned',
      proposal_approved: 'Proposal approved',
      proposal_denied: 'Proposal denied',
      invitation_accepted: 'Invitation accepted',
      invitation_denied: 'Invitation denied',
      reservation_accepted: 'Reservation accepted',
      reservation_denied: 'Reservation denied',
    },
  },
};
