/**
 * English texts the admin templates name that no other area had: the preview tab of the small
 * lists and the fixed choice lists of GET /api/inputs (services/masterdata/src/domain/inputs).
 */
export const adminTextsEn = {
  branch_type: { tabs: { details: 'Details' } },
  profile_type: { tabs: { details: 'Details' } },
  vacation: { tabs: { details: 'Details' } },
  period: { tabs: { details: 'Details' } },
  vacation_types: {
    holiday: 'Public holiday',
    schedule_free: 'Schedule-free day',
    study: 'Study day',
    vacation: 'Vacation',
  },
  profile_type_kinds: { employee: 'Employee', other: 'Other', substitute: 'Substitute' },
};
