import { ExtraPermission, Permission, PERMISSION_CATALOGUE } from '@app/contracts';
import { en } from '../../i18n/en';
import { nl } from '../../i18n/nl';
import { groupPermissions, OTHER_AREA, placePermission } from './permission-groups';

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

  it("lists the pattern's actions first, then the named ones, and the other rights last", () => {
    expect(groups.find((g) => g.area === 'REQUEST')!.permissions.map((p) => p.action)).toEqual([
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
    ]);
    expect(groups.find((g) => g.area === 'INVITATION')!.permissions.map((p) => p.action)).toEqual(['ALL', 'VIEW', 'CANCEL', 'REPLY']);
    expect(groups.at(-1)).toEqual({
      area: OTHER_AREA,
      permissions: [
        { name: ExtraPermission.IGNORING_REQUIRED_EMPLOYABILITY, action: 'IGNORING_REQUIRED_EMPLOYABILITY' },
        { name: ExtraPermission.IGNORING_CHAIN_CALCULATION, action: 'IGNORING_CHAIN_CALCULATION' },
        { name: ExtraPermission.OPEN_WORK, action: 'OPEN_WORK' },
      ],
    });
  });

  it('has an English and a Dutch text for every area and action of the catalogue', () => {
    for (const { area, permissions } of groups) {
      for (const texts of [en.role_permissions, nl.role_permissions]) {
        expect(texts.areas).toHaveProperty([area]);
        for (const p of permissions) expect(texts.actions).toHaveProperty([p.action]);
      }
    }
  });
});
