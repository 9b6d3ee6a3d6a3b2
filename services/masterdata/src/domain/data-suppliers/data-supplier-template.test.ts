import { Permission, type RightsHolder } from '@app/contracts';
import { formTemplateFor, popupTemplateFor } from '../templates/entity-template';
import { roleTemplate } from '../roles-templates/role-template';
import { dataSupplierTemplate } from './data-supplier-template';

const holder: RightsHolder = { is_sysadmin: false, roles: [], allow: [Permission.DATA_SUPPLIER_ALL, Permission.ROLE_ALL], finished: 1 };

test('the data supplier form names the auth token the create answer shows once; other forms name none', () => {
  expect(formTemplateFor(dataSupplierTemplate, holder)).toMatchObject({ name: 'data-supplier', reveal_once: 'auth_token' });
  expect(formTemplateFor(dataSupplierTemplate, holder).fields.map((f) => f.key)).not.toContain('auth_token');
  expect(formTemplateFor(roleTemplate, holder)).not.toHaveProperty('reveal_once');
});

test('the data supplier popup has a token tab drawn by the client (regenerate)', () => {
  expect(popupTemplateFor(dataSupplierTemplate, holder).tabs.map((t) => [t.key, t.component])).toEqual([
    ['summary', undefined],
    ['token', 'data-supplier-token'],
  ]);
});
