import { ExtraPermission, MailingPermission, Permission, PERMISSION_CATALOGUE, RESERVED_MAILING_PERMISSIONS } from '@app/contracts';
import { en } from '../../i18n/en';
import { nl } from '../../i18n/nl';
import { groupPermissions, OTHER_AREA, PERMISSION_GROUPS, placePermission } from './permission-groups';

describe('placePermission', () => {
  it('takes the longest area the name starts with, so a type list is not its parent area', () => {
    expect(placePermission(Permission.BRANCH_TYPE_ALL)).toEqual({ area: 'BRANCH_TYPE', action: 'ALL' });
    expect(placePermission(Permission.BRANCH_VIEW)).toEqual({ area: 'BRANCH', action: 'VIEW' });
    expect(placePermission(Permission.PERSON_POPUP_VIEW)).toEqual({ area: 'PERSON', action: 'POPUP_VIEW' });
    expect(placePermission(ExtraPermission.REQUEST_LOCK)).toEqual({ area: 'REQUEST', action: 'LOCK' });
  });

  it('puts the named rights of no area under the other rights', () => {
    expect(placePermission(ExtraPermission.IGNORING_CHAIN_CALCULATION)).toEqual({ area: OTHER_AREA, action: 'IGNORING_CHAIN_CALCULATION' });
  });
});

describe('groupPermissions', () => {
  const groups = groupPermissions(PERMISSION_CATALOGUE);

  it('holds every right of the catalogue exactly once', () => {
    expect(groups.flatMap((g) => g.permissions.map((p) => p.name)).sort()).toEqual([...PERMISSION_CATALOGUE].sort());
  });

  it("lists the pattern's actions first, then the named ones; a named right of no area where it acts", async () => {
    expect(groups.find((g) => g.group === 'REQUEST')!.permissions.map((p) => p.action)).toEqual([
      'ALL',
      'VIEW',
      'CREATE',
      'LOCK',
      'EXPORT',
      'MATCHING',
      'DETAILS',
      'TIMELINE',
      'SCHEDULE',
      'BRANCH_INFO',
      'IGNORING_REQUIRED_EMPLOYABILITY',
    ]);
    expect(groups.find((g) => g.group === 'INVITATION')!.permissions.map((p) => p.action)).toEqual(['ALL', 'VIEW', 'CANCEL', 'REPLY']);
    expect(groups.find((g) => g.group === 'CONTRACT')!.permissions.map((p) => p.name)).toContain(
      ExtraPermission.IGNORING_CHAIN_CALCULATION,
    );
  });

  it('ID-PERM-06: shows the 29 permission groups of the spec, in its order, and puts every right in one of them', () => {
    const spec =
      'announcement, blockade, board number, branch, coc, contract, custom fields, dashboard, document, global manage, invitation, label, mailing, manage, menu, note, person, pool manage, profile, report, request, reservation, score, secondment hourly rate, support, travel expenses, workday manage, workplan, work state';
    expect(groups.map((g) => g.group)).toEqual(spec.split(', ').map((name) => name.toUpperCase().replace(/ /g, '_')));
    expect(groups.map((g) => g.group)).toEqual([...PERMISSION_GROUPS]);
    const placed = (name: string) => groups.find((g) => g.permissions.some((p) => p.name === name))?.group;
    expect(placed(Permission.ABSENCE_REASON_ALL)).toBe('MANAGE');
    expect(placed(Permission.ROLE_ALL)).toBe('GLOBAL_MANAGE');
    expect(placed(ExtraPermission.POOL_ALL)).toBe('GLOBAL_MANAGE');
    expect(placed(Permission.SETTINGS_ALL)).toBe('POOL_MANAGE');
    expect(placed(Permission.WEEK_SCHEDULE_ALL)).toBe('WORKDAY_MANAGE');
    expect(placed(Permission.CALENDAR_VIEW)).toBe('MENU');
    expect(placed(ExtraPermission.PERSON_ADMIN_REMARK)).toBe('NOTE');
    expect(placed(ExtraPermission.BRANCH_INTERNAL_REMARK)).toBe('NOTE');
    expect(placed(Permission.PROFILE_TYPE_ALL)).toBe('PROFILE');
    expect(placed(Permission.ADDITIONAL_FIELD_ALL)).toBe('CUSTOM_FIELDS');
    expect(placed(ExtraPermission.MAILING_ALL)).toBe('MAILING');
  });

  it('ID-PERM-06: has an English and a Dutch label for every group', () => {
    for (const texts of [en.role_permissions, nl.role_permissions])
      for (const group of PERMISSION_GROUPS) expect(texts.groups[group]).toEqual(expect.stringMatching(/\S/));
    expect(nl.role_permissions.groups.WORKDAY_MANAGE).toBe('Beheer werkdagen en -tijden');
    expect(en.role_permissions.groups.GLOBAL_MANAGE).toBe('Global manage');
  });

  it('has an English and a Dutch text for every area and action of the catalogue', () => {
    for (const { permissions } of groups) {
      for (const texts of [en.role_permissions, nl.role_permissions]) {
        for (const p of permissions) {
          expect(texts.areas).toHaveProperty([p.area]);
          expect(texts.actions).toHaveProperty([p.action]);
        }
      }
    }
  });

  it('ID-PERM-14: the mailing group holds every notification mailing right, a reserved one labelled so in both languages', () => {
    const mailing = groups.find((g) => g.group === 'MAILING')!.permissions.map((p) => p.name);
    expect(mailing).toEqual(expect.arrayContaining(Object.values(MailingPermission)));
    expect(mailing).toHaveLength(Object.values(MailingPermission).length + 1);
    const text = (texts: typeof en.role_permissions, name: string) =>
      (texts.actions as Record<string, string>)[placePermission(name).action];
    expect(text(en.role_permissions, MailingPermission.MAILING_OFFER_SENT)).toBe(
      'Reservation or invitation sent (mail, push, text message)',
    );
    expect(text(nl.role_permissions, MailingPermission.MAILING_DIGEST)).toBe(
      'Verzamelmail (elke werkdag: de open dagdelen van de komende week)',
    );
    for (const right of RESERVED_MAILING_PERMISSIONS) expect(text(en.role_permissions, right)).toMatch(/\(reserved: not sent yet\)$/);
    expect(RESERVED_MAILING_PERMISSIONS).toEqual([]);
  });
});
