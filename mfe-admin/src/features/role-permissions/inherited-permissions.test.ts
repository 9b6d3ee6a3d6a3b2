import type { RoleView } from '@app/contracts';
import { ancestorsOf, inheritedOf, inheritedPermissions, settingOf, withSetting } from './inherited-permissions';

const role = (
  id: number,
  code: string,
  parent_id: number | null,
  allow: string[] = [],
  deny: string[] = [],
  view_entire_pool = false,
): RoleView => ({
  id,
  code,
  name: code,
  parent_id,
  pool_id: 1,
  allow,
  deny,
  view_entire_pool,
  is_sysadmin: false,
});

describe('ancestorsOf', () => {
  it('walks the parent chain up and stops at a loop', () => {
    const roles = [role(1, 'ROLE_A', 2), role(2, 'ROLE_B', 3), role(3, 'ROLE_C', 2)];
    expect(ancestorsOf(roles[0]!, roles).map((r) => r.code)).toEqual(['ROLE_B', 'ROLE_C']);
    expect(ancestorsOf(role(9, 'ROLE_X', null), roles)).toEqual([]);
  });
});

describe('inheritedPermissions', () => {
  it('unions the ancestors, names each source, and lets a deny win over an allow', () => {
    const inherited = inheritedPermissions([
      role(2, 'ROLE_PARENT', 3, ['PERMISSION_PLANNING_VIEW', 'PERMISSION_INBOX_VIEW'], []),
      role(3, 'ROLE_GRANDPARENT', null, ['PERMISSION_PLANNING_VIEW'], ['INBOX_VIEW']),
    ]);
    expect(inheritedOf(inherited, 'PERMISSION_PLANNING_VIEW')).toEqual({ value: 'allow', from: ['ROLE_PARENT', 'ROLE_GRANDPARENT'] });
    // the grandparent's deny, spelled without the prefix (GAP-20), beats the parent's allow
    expect(inheritedOf(inherited, 'PERMISSION_INBOX_VIEW')).toEqual({ value: 'deny', from: ['ROLE_GRANDPARENT'] });
    expect(inheritedOf(inherited, 'PERMISSION_REQUEST_VIEW')).toBeUndefined();
  });
});

describe('settingOf and withSetting', () => {
  it('moves a right between allow, deny and neither', () => {
    let lists = { allow: ['PERMISSION_INBOX_VIEW'], deny: ['REQUEST_VIEW'] };
    expect(settingOf(lists, 'PERMISSION_INBOX_VIEW')).toBe('allow');
    expect(settingOf(lists, 'PERMISSION_REQUEST_VIEW')).toBe('deny');
    lists = withSetting(lists, 'PERMISSION_REQUEST_VIEW', 'allow');
    expect(lists).toEqual({ allow: ['PERMISSION_INBOX_VIEW', 'PERMISSION_REQUEST_VIEW'], deny: [] });
    lists = withSetting(lists, 'PERMISSION_INBOX_VIEW', 'unset');
    expect(lists).toEqual({ allow: ['PERMISSION_REQUEST_VIEW'], deny: [] });
    expect(settingOf(lists, 'PERMISSION_INBOX_VIEW')).toBe('unset');
  });
});
