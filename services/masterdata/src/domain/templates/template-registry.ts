import { announcementTemplate } from '../announcements/announcement-template';
import { absenceGroupTemplate } from '../absence-groups/absence-group-template';
import { additionalFieldTemplate } from '../additional-fields/additional-field-template';
import { accountTemplate } from '../accounts-templates/account-template';
import { branchTypeTemplate } from '../branch-types/branch-type-template';
import { branchTemplate } from '../branches/branch-template';
import { contractTypeTemplate } from '../contract-types/contract-type-template';
import { contractTemplate } from '../contracts/contract-template';
import { dataSupplierTemplate } from '../data-suppliers/data-supplier-template';
import { labelGroupTemplate } from '../label-groups/label-group-template';
import { labelTemplate } from '../labels/label-template';
import { periodTemplate } from '../periods/period-template';
import { policyTemplate } from '../policies/policy-template';
import { poolTemplate } from '../pools-templates/pool-template';
import { personTemplate } from '../persons/person-template';
import { profileTypeTemplate } from '../profile-types/profile-type-template';
import { reasonForAbsenceTemplate } from '../reasons-for-absence/reason-for-absence-template';
import { reasonForDaypartTemplate } from '../reasons-for-daypart/reason-for-daypart-template';
import { requestGroupTemplate } from '../requests-templates/request-group-template';
import { requestTemplate } from '../requests-templates/request-template';
import { roleTemplate } from '../roles-templates/role-template';
import { scheduleTemplate } from '../schedules/schedule-template';
import { vacationTemplate } from '../vacations/vacation-template';
import { weekScheduleTemplate } from '../week-schedules/week-schedule-template';
import { workPlanDefinitionTemplate } from '../work-plan-definitions/work-plan-definition-template';
import { workPlanTemplate } from '../work-plans/work-plan-template';
import type { EntityTemplateSource } from './entity-template';

/** The templates this service serves, by the name in template-page/{name} and template/{form}. */
export const TEMPLATE_SOURCES: ReadonlyMap<string, EntityTemplateSource> = new Map(
  [
    personTemplate,
    branchTemplate,
    branchTypeTemplate,
    profileTypeTemplate,
    vacationTemplate,
    periodTemplate,
    contractTemplate,
    contractTypeTemplate,
    policyTemplate,
    labelTemplate,
    labelGroupTemplate,
    scheduleTemplate,
    weekScheduleTemplate,
    reasonForAbsenceTemplate,
    absenceGroupTemplate,
    reasonForDaypartTemplate,
    dataSupplierTemplate,
    additionalFieldTemplate,
    announcementTemplate,
    workPlanTemplate,
    workPlanDefinitionTemplate,
    // identity's lists: the data calls go to identity's segments
    roleTemplate,
    accountTemplate,
    poolTemplate,
    // staffing's lists: the data calls go to staffing's segments; the requests module renders them
    requestTemplate,
    requestGroupTemplate,
  ].map((t) => [t.key, t]),
);
