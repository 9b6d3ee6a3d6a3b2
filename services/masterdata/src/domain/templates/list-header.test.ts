import { Permission, PersonFieldPermission, type HeaderElement, type RightsHolder } from '@app/contracts';
import { untranslatedKeys } from '@app/i18n';
import { texts } from '@app/mfe-admin';
import { listTemplateFor } from './entity-template';
import { REPORTS_MAX_BRANCH_TYPE_LEVELS } from './list-header';
import { TEMPLATE_SOURCES } from './template-registry';

const holder = (...allow: string[]): RightsHolder => ({ is_sysadmin: false, roles: [], allow, finished: 1 });
const person = TEMPLATE_SOURCES.get('person')!;
const components = (elements: HeaderElement[]) => elements.map((e) => e.component);

/** The i18n keys a header block shows. */
const headerTextKeys = (e: HeaderElement): string[] => {
  if (e.component === 'Button') return [e.props.text];
  if (e.component === 'HelpButton') return [e.props.title, ...(e.props.text ? [e.props.text] : []), ...(e.props.texts ?? [])];
  return [];
};

describe('list header blocks', () => {
  it('the person list header: filter, tree slot, loader, help, create, export, reports, close', () => {
    const tpl = listTemplateFor(
      person,
      holder(Permission.PERSON_ALL, PersonFieldPermission.PERSON_EXPORT, Permission.REPORT_VIEW),
      1,
      false,
      2,
    );
    expect(components(tpl.header.elements)).toEqual([
      'FilterBlock',
      'FilterComponent',
      'Spacer',
      'Loader',
      'HelpButton',
      'Button',
      'ExportButton',
      'Button',
      'Close',
    ]);
    expect(tpl.header.branch_type_level).toBe(2);
    expect(tpl.header.elements).toContainEqual({
      component: 'Button',
      props: { text: 'entity_list.create', to: '/person/new', icon: 'Add', variant: 'contained', test_id: 'create' },
    });
    expect(tpl.header.elements).toContainEqual({
      component: 'Button',
      max_branch_type_levels: REPORTS_MAX_BRANCH_TYPE_LEVELS,
      props: { text: 'list_header.reports', to: '/reports', icon: 'Assessment', test_id: 'reports' },
    });
    expect(tpl.header.elements).toContainEqual({ component: 'Close', props: { to: '/dashboard' } });
  });

  it('follows the rights: no create without the create right, no reports without REPORT_VIEW, no export without PERSON_EXPORT', () => {
    // ID-PERM-10: the person list's export has its own right
    const noExport = listTemplateFor(person, holder(Permission.PERSON_VIEW), 1, false);
    expect(components(noExport.header.elements)).not.toContain('ExportButton');
    const tpl = listTemplateFor(person, holder(Permission.PERSON_VIEW, PersonFieldPermission.PERSON_EXPORT), 1, false);
    expect(components(tpl.header.elements)).toEqual([
      'FilterBlock',
      'FilterComponent',
      'Spacer',
      'Loader',
      'HelpButton',
      'ExportButton',
      'Close',
    ]);
    expect(tpl.header.branch_type_level).toBe(0);
  });

  it('on mobile the filter blocks and the export are left out (the filter is desktop only)', () => {
    const tpl = listTemplateFor(person, holder(Permission.PERSON_ALL), 1, true);
    expect(components(tpl.header.elements)).toEqual(['Spacer', 'Loader', 'HelpButton', 'Button', 'Close']);
  });

  it('only lists with help texts carry a help button', () => {
    const branch = listTemplateFor(TEMPLATE_SOURCES.get('branch')!, holder(Permission.BRANCH_ALL), 1, false);
    expect(components(branch.header.elements)).not.toContain('HelpButton');
  });

  it.each([...TEMPLATE_SOURCES.keys()])('the header of %s has an nl and an en text for every block text', (key) => {
    const tpl = listTemplateFor(TEMPLATE_SOURCES.get(key)!, { is_sysadmin: true, roles: [], allow: [], finished: 1 }, 1, false);
    expect(untranslatedKeys(tpl.header.elements.flatMap(headerTextKeys), texts)).toEqual([]);
  });
});
