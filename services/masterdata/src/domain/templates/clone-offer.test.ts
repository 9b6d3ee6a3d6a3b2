import { Permission, type RightsHolder } from '@app/contracts';
import { accountTemplate } from '../accounts-templates/account-template';
import { listTemplateFor } from './entity-template';
import { TEMPLATE_SOURCES } from './template-registry';

const holder = (allow: string[], is_sysadmin = false): RightsHolder => ({ is_sysadmin, roles: [], allow, finished: 1 });

test('ERR-GEN-07: the list template offers Clone only for the entities a copy suits, and only to who may create', () => {
  const sysadmin = holder([], true);
  const offered = [...TEMPLATE_SOURCES.entries()]
    .filter(([, source]) => listTemplateFor(source, sysadmin, 1, false).clone)
    .map(([key]) => key)
    .sort();
  expect(offered).toEqual(['announcement', 'contract-type', 'policy', 'work-plan']);
  const policy = TEMPLATE_SOURCES.get('policy')!;
  expect(listTemplateFor(policy, holder([Permission.PERSON_VIEW]), 1, false).clone).toBe(false);
  expect(listTemplateFor(accountTemplate, sysadmin, 1, false).clone).toBe(false);
});
