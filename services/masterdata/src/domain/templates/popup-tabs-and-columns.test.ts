import { BranchTabPermission, Permission, PersonFieldPermission, type RightsHolder } from '@app/contracts';
import { additionalFieldTemplate } from '../additional-fields/additional-field-template';
import { branchTemplate } from '../branches/branch-template';
import { personTemplate } from '../persons/person-template';
import { vacationTemplate } from '../vacations/vacation-template';
import { listTemplateFor, popupTemplateFor } from './entity-template';

const holder = (...allow: string[]): RightsHolder => ({ is_sysadmin: false, roles: [], allow, finished: 1 });
const tabKeys = (auth: RightsHolder) => popupTemplateFor(branchTemplate, auth).tabs.map((t) => t.key);

describe('branch popup tabs', () => {
  it('offers each tab with its own right (ID-PERM-11), the persons and settings tabs with their data right as well', () => {
    const T = BranchTabPermission;
    expect(tabKeys(holder(Permission.BRANCH_VIEW))).toEqual([]);
    expect(tabKeys(holder(Permission.BRANCH_VIEW, T.BRANCH_PERSONS))).not.toContain('persons');
    expect(tabKeys(holder(Permission.BRANCH_VIEW, Permission.PERSON_VIEW))).not.toContain('persons');
    expect(tabKeys(holder(Permission.BRANCH_VIEW, T.BRANCH_PERSONS, Permission.PERSON_VIEW))).toContain('persons');
    expect(tabKeys(holder(Permission.BRANCH_ALL, T.BRANCH_SETTINGS))).not.toContain('settings');
    expect(tabKeys(holder(Permission.BRANCH_ALL, T.BRANCH_SETTINGS, Permission.SETTINGS_ALL))).toContain('settings');
    const tabs = popupTemplateFor(
      branchTemplate,
      holder(Permission.BRANCH_ALL, Permission.PERSON_ALL, Permission.SETTINGS_ALL, ...Object.values(T)),
    ).tabs;
    expect(tabs.find((t) => t.key === 'summary')).toEqual({ key: 'summary', label: 'branch.tabs.summary', form: 'branch' });
    expect(tabs.find((t) => t.key === 'persons')).toEqual({ key: 'persons', label: 'branch.tabs.persons', component: 'branch-persons' });
    expect(tabs.find((t) => t.key === 'settings')).toEqual({
      key: 'settings',
      label: 'branch.tabs.settings',
      component: 'branch-settings',
    });
    expect(tabs.find((t) => t.key === 'general_remark')).toEqual({
      key: 'general_remark',
      label: 'branch.tabs.general_remark',
      url: 'branch/{id}/remarks/general_remark',
      component: 'branch-general-remark',
    });
  });

  it("names the person popup's label picker", () => {
    const labels = popupTemplateFor(personTemplate, holder(Permission.PERSON_VIEW, PersonFieldPermission.PERSON_LABELS)).tabs.find(
      (t) => t.key === 'labels',
    );
    expect(labels).toEqual({ key: 'labels', label: 'person.tabs.labels', url: 'person/{id}/labels', component: 'person-labels' });
  });

  it("names the person popup's profile editor", () => {
    const profiles = popupTemplateFor(personTemplate, holder(Permission.PERSON_VIEW, PersonFieldPermission.PERSON_PROFILES)).tabs.find(
      (t) => t.key === 'profiles',
    );
    expect(profiles).toEqual({ key: 'profiles', label: 'person.tabs.profiles', url: 'person/{id}/profiles', component: 'person-profiles' });
    // ID-PERM-10: the tab has its own right
    expect(popupTemplateFor(personTemplate, holder(Permission.PERSON_VIEW)).tabs.map((t) => t.key)).not.toContain('profiles');
  });
});

describe('list column formats', () => {
  const column = (list: ReturnType<typeof listTemplateFor>, value: string) => list.elements.columns.find((c) => c.value === value);

  it('marks dates and option keys so the list shows DD-MM-YYYY and translated options', () => {
    const persons = listTemplateFor(personTemplate, holder(Permission.PERSON_VIEW), 1, false);
    expect(column(persons, 'birth_date')).toMatchObject({ format: 'date' });
    expect(column(persons, 'gender')).toMatchObject({ format: 'option', option_prefix: 'genders' });
    const vacations = listTemplateFor(vacationTemplate, holder(Permission.VACATION_ALL), 1, false);
    expect(column(vacations, 'region')).toMatchObject({ format: 'option', option_prefix: 'regions' });
    expect(column(vacations, 'type')).toMatchObject({ format: 'option', option_prefix: 'vacation_types' });
    expect(column(vacations, 'start_date')).toMatchObject({ format: 'date' });
    expect(column(vacations, 'name')?.format).toBeUndefined();
  });

  it("shows an additional field's type and location through the texts of the form's selects ('Geheel getal', not 'integer')", () => {
    const fields = listTemplateFor(additionalFieldTemplate, holder(Permission.ADDITIONAL_FIELD_ALL), 1, false);
    expect(column(fields, 'type')).toMatchObject({ format: 'option', option_prefix: 'integrations.field_types' });
    expect(column(fields, 'location')).toMatchObject({ format: 'option', option_prefix: 'integrations.locations' });
  });
});
