import { RoleMessages } from '@app/contracts';
import { addedAdminPermissions } from './admin-permissions';
import { deletionBlocker, makesCycle, unknownPermissionErrors } from './role-rules';
import type { RoleNode } from './rights';

const node = (id: number, parentId: number | null): RoleNode => ({
  id,
  code: `ROLE_${id}`,
  parentId,
  allow: [],
  deny: [],
  viewEntirePool: false,
  isSysadmin: false,
});
const facts = { isSysadmin: false, children: 0, profiles: 0, code: 'ROLE_CUSTOM', sameCode: 1 };

test('only catalogue permissions are accepted', () => {
  expect(unknownPermissionErrors({ allow: ['PERMISSION_REQUEST_VIEW', 'PERMISSION_NOPE'], deny: [] })).toEqual({
    allow: ['Unknown permission: PERMISSION_NOPE'],
  });
});

test('a parent chain may not loop', () => {
  const byId = new Map([node(1, null), node(2, 1), node(3, 2)].map((r) => [r.id, r]));
  expect(makesCycle(1, 3, byId)).toBe(true);
  expect(makesCycle(2, 2, byId)).toBe(true);
  expect(makesCycle(3, 1, byId)).toBe(false);
});

test('deletion is blocked for sysadmin, children, profiles and the last default code', () => {
  expect(deletionBlocker({ ...facts, isSysadmin: true })).toBe(RoleMessages.isSysadmin);
  expect(deletionBlocker({ ...facts, children: 1 })).toBe(RoleMessages.hasChildren);
  expect(deletionBlocker({ ...facts, profiles: 2 })).toBe(RoleMessages.hasProfiles);
  expect(deletionBlocker({ ...facts, code: 'ROLE_BOARD' })).toBe('At least one role with code "ROLE_BOARD" must remain in the system');
  expect(deletionBlocker({ ...facts, code: 'ROLE_BOARD', sameCode: 2 })).toBeNull();
  expect(deletionBlocker(facts)).toBeNull();
});

test('admin permissions added to a role are found', () => {
  expect(addedAdminPermissions(['PERMISSION_ROLE_ALL'], ['PERMISSION_ROLE_ALL', 'PERMISSION_POOL_ALL', 'PERMISSION_REQUEST_VIEW'])).toEqual(
    ['PERMISSION_POOL_ALL'],
  );
});
