import { IdentityAdminPermission, Permission, type RightsHolder } from '@app/contracts';
import { poolTemplate } from '../pools-templates/pool-template';
import { roleTemplate } from '../roles-templates/role-template';
import { formTemplateFor, listTemplateFor, popupTemplateFor } from '../templates/entity-template';
import { accountTemplate } from './account-template';

const holder = (allow: string[], is_sysadmin = false): RightsHolder => ({ is_sysadmin, roles: [], allow, finished: 1 });

test("identity's lists point at identity's segments, with a create button only where a create call exists", () => {
  const sysadmin = holder([], true);
  expect(listTemplateFor(accountTemplate, sysadmin, 1, false)).toMatchObject({
    key: 'account',
    url: 'account',
    entity_url: 'account',
    create: false,
    export: false,
  });
  expect(listTemplateFor(roleTemplate, holder([Permission.ROLE_ALL]), 1, false)).toMatchObject({ key: 'role', url: 'role', create: true });
  expect(listTemplateFor(poolTemplate, holder([IdentityAdminPermission.POOL_ALL]), 1, false)).toMatchObject({
    key: 'pool',
    url: 'pool',
    create: true,
  });
});

test('the forms send only fields the identity calls accept; without the edit right they are read-only', () => {
  expect(formTemplateFor(accountTemplate, holder([IdentityAdminPermission.ACCOUNT_ALL])).fields.map((f) => [f.key, f.editable])).toEqual([
    ['username', true],
    ['email', true],
    ['enabled', true],
    ['password', true],
    ['password_confirmation', true],
  ]);
  expect(formTemplateFor(roleTemplate, holder([Permission.PERSON_VIEW])).fields.every((f) => !f.editable)).toBe(true);
});

test("the role popup's permissions tab is the client's permission editor", () => {
  expect(popupTemplateFor(roleTemplate, holder([Permission.ROLE_ALL])).tabs).toEqual([
    { key: 'summary', label: 'identity_admin.tabs.details', form: 'role' },
    { key: 'permissions', label: 'identity_admin.tabs.permissions', component: 'role-permissions' },
  ]);
});
