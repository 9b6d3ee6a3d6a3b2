/** English texts of the create request stepper. */
export const createEn = {
  create: {
    title: 'New request',
    steps: {
      data: 'Request data',
      dayparts: 'Dayparts',
      save: 'Save',
    },
    next: 'Next',
    back: 'Back',
    save: 'Save',
    save_and_match: 'Save and go to matching',
    daypart_choice: 'Dayparts of each chosen day',
    choice: {
      both: 'Every daypart of the schedule',
      morning: 'Mornings only',
      afternoon: 'Afternoons only',
    },
    chosen: '{{days}} days, {{dayparts}} dayparts',
    summary: '{{count}} dayparts on {{days}} days, from {{from}} to {{to}}.',
    payroll: 'Report the absence to the payroll system',
    payroll_from: 'From',
    sickness_notification: 'Send the sickness notification to the school',
    payroll_failed: 'The request is saved, but the payroll system did not take the absence notification.',
    saved: 'Request #{{id}} was created.',
    save_failed: 'The request could not be saved.',
    fix_fields: 'The request was not saved: please fix the marked fields.',
    form_failed: 'The request form could not be loaded.',
    context_failed: 'The calendar of the schedule could not be loaded.',
  },
};
