import { absenceGroupList } from '../../store/absence-groups';
import { additionalFieldList } from '../../store/additional-fields';
import { announcementList } from '../../store/announcements';
import { branchTypeList } from '../../store/branch-types';
import { branchList } from '../../store/branches';
import { contractTypeList } from '../../store/contract-types';
import { contractList } from '../../store/contracts';
import { dataSupplierList } from '../../store/data-suppliers';
import { labelGroupList } from '../../store/label-groups';
import { labelList } from '../../store/labels';
import { capabilitiesOf, type ListDefinition } from '../../store/list-query';
import { periodList } from '../../store/periods';
import { policyList } from '../../store/policies';
import { personList } from '../../store/persons';
import { profileTypeList } from '../../store/profile-types';
import { reasonForAbsenceList } from '../../store/reasons-for-absence';
import { reasonForDaypartList } from '../../store/reasons-for-daypart';
import { scheduleList } from '../../store/schedules';
import { vacationList } from '../../store/vacations';
import { weekScheduleList } from '../../store/week-schedules';
import { workPlanDefinitionList, workPlanList } from '../../store/work-plans';
import { isValidBsn } from '../persons/person-input';
import { TEMPLATE_SOURCES } from './template-registry';

const LISTS: Record<string, ListDefinition> = {
  announcement: announcementList,
  person: personList,
  branch: branchList,
  'branch-type': branchTypeList,
  'profile-type': profileTypeList,
  vacation: vacationList,
  period: periodList,
  contract: contractList,
  'contract-type': contractTypeList,
  policy: policyList,
  label: labelList,
  'label-group': labelGroupList,
  schedule: scheduleList,
  'week-schedule': weekScheduleList,
  'reason-for-absence': reasonForAbsenceList,
  'absence-group': absenceGroupList,
  'reason-for-daypart': reasonForDaypartList,
  'data-supplier': dataSupplierList,
  'additional-field': additionalFieldList,
  'work-plan': workPlanList,
  'work-plan-definition': workPlanDefinitionList,
};

// The template (what the client offers) and the list definition (what the server accepts) are
// written apart; these checks keep them from drifting.
// identity's lists (role, account, pool) and staffing's (request, request-group) are served by those
// services, whose list definitions these are not (request-templates.test.ts checks staffing's)
const SERVED_ELSEWHERE = ['role', 'account', 'pool', 'request', 'request-group'];
describe.each([...TEMPLATE_SOURCES.keys()].filter((key) => !SERVED_ELSEWHERE.includes(key)))('template %s', (key) => {
  const source = TEMPLATE_SOURCES.get(key)!;
  const caps = capabilitiesOf(LISTS[key]!);

  it('offers sorting only on whitelisted columns, and every column is a listed field', () => {
    for (const column of source.columns) {
      expect(Object.keys(LISTS[key]!.fields)).toContain(column.value);
      if (column.sortable) expect(caps.sortable).toContain(column.column_code);
    }
  });

  it('offers only filters the list understands', () => {
    for (const item of source.filter.filter_params) {
      const keys = item.elements ? [item.elements.from.key, item.elements.to.key] : [item.key];
      for (const k of keys) expect([...caps.filters, 'archived']).toContain(k);
    }
  });
});

describe('BSN check', () => {
  it('passes the elfproef only for valid numbers', () => {
    expect(isValidBsn('111222333')).toBe(true);
    expect(isValidBsn('123456789')).toBe(false);
    expect(isValidBsn('12345678')).toBe(false);
  });
});
