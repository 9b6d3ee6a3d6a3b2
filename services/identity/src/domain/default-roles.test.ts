import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_ROLES, type DefaultRoleCode, ExtraPermission as E, hasRight, Permission as P, type RightsHolder } from '@app/contracts';
import { defaultRoleNodes, renderRoleMatrix } from './role-matrix';
import { resolveRights, type RoleNode } from './rights';

const nodes = defaultRoleNodes();
const holderOf = (code: DefaultRoleCode): RightsHolder => {
  const role = [...nodes.values()].find((r) => r.code === code)!;
  const rights = resolveRights([role], nodes);
  return { roles: rights.roles, allow: rights.allow, is_sysadmin: rights.isSysadmin, finished: 1 };
};
const expectRights = (code: DefaultRoleCode, has: string[], lacks: string[]) => {
  const holder = holderOf(code);
  for (const p of has) expect([code, p, hasRight(holder, p)]).toEqual([code, p, true]);
  for (const p of lacks) expect([code, p, hasRight(holder, p)]).toEqual([code, p, false]);
};

describe('default role catalogue', () => {
  it('gives each default role the rights DOMAIN documents', () => {
    expectRights(
      'ROLE_BOARD',
      [
        P.DASHBOARD_VIEW,
        P.INBOX_VIEW,
        P.REQUEST_VIEW,
        P.REQUEST_CREATE,
        P.REQUEST_ALL,
        E.REQUEST_LOCK,
        E.REQUEST_EXPORT,
        P.CALENDAR_VIEW,
        P.CALENDAR_EDIT,
        P.PLANNING_VIEW,
        P.WORK_STATE_VIEW,
        E.WORK_STATE_REVIEW,
        P.INVITATION_ALL,
        P.RESERVATION_ALL,
        E.INVITATION_CANCEL,
        P.PERSON_VIEW,
        P.BRANCH_VIEW,
        P.REPORT_VIEW,
        E.REQUESTS_REPORT,
        E.DEPLOYMENT_REPORT,
        E.BOARD_CHAINS_REPORT,
        E.SCHEDULE_REQUESTS_REPORT,
        E.SCHEDULE_SUBSTITUTES_REPORT,
      ],
      [
        P.SETTINGS_ALL,
        P.ROLE_ALL,
        P.MANAGE_VIEW,
        P.PERSON_ALL,
        E.CONTRACTS_REPORT,
        E.WORK_STATE_REPORT,
        E.TRAVEL_EXPENSES_REPORT,
        E.LOG_REPORT,
        E.POOL_TOOL_XML,
      ],
    );
    expectRights(
      'ROLE_SCHOOL',
      [
        P.DASHBOARD_VIEW,
        P.INBOX_VIEW,
        P.REQUEST_CREATE,
        P.REQUEST_VIEW,
        P.CALENDAR_VIEW,
        P.WORK_STATE_VIEW,
        E.WORK_STATE_APPROVE,
        P.PERSON_POPUP_VIEW,
      ],
      [P.REQUEST_ALL, P.CALENDAR_EDIT, P.PLANNING_VIEW, P.PERSON_VIEW, P.SETTINGS_ALL, P.INVITATION_ALL, P.REPORT_VIEW, E.REQUESTS_REPORT],
    );
    expectRights(
      'ROLE_SUBSTITUTE',
      [
        P.DASHBOARD_VIEW,
        P.INBOX_VIEW,
        P.PLANNING_VIEW,
        P.PERSON_POPUP_VIEW,
        P.INVITATION_VIEW,
        P.RESERVATION_VIEW,
        E.INVITATION_REPLY,
        E.AVAILABILITY_EDIT,
      ],
      [P.REQUEST_VIEW, P.REQUEST_CREATE, P.REQUEST_ALL, P.INVITATION_ALL, P.CALENDAR_VIEW, P.PERSON_VIEW, P.WORK_STATE_VIEW],
    );
    expectRights(
      'ROLE_EMPLOYEE',
      [P.DASHBOARD_VIEW, P.PLANNING_VIEW, P.PERSON_POPUP_VIEW],
      [P.INBOX_VIEW, P.REQUEST_VIEW, P.INVITATION_VIEW],
    );
    expectRights(
      'ROLE_ADMINISTRATOR',
      [
        P.MANAGE_VIEW,
        P.SETTINGS_ALL,
        P.ROLE_ALL,
        P.PERSON_ALL,
        P.BRANCH_ALL,
        P.REQUEST_ALL,
        P.WORK_STATE_ALL,
        P.REPORT_VIEW,
        P.LABEL_ALL,
        E.IGNORING_CHAIN_CALCULATION,
        E.CONTRACTS_REPORT,
        E.WORK_STATE_REPORT,
        E.REQUESTS_REPORT,
        E.TRAVEL_EXPENSES_REPORT,
        E.DEPLOYMENT_REPORT,
        E.BOARD_CHAINS_REPORT,
        E.SCHEDULE_SUBSTITUTES_REPORT,
        E.SCHEDULE_REQUESTS_REPORT,
        E.LOG_REPORT,
        E.POOL_TOOL_XML,
      ],
      [],
    );
    expect(holderOf('ROLE_ADMINISTRATOR').is_sysadmin).toBe(false);
    expect(resolveRights([[...nodes.values()].find((r) => r.code === 'ROLE_ADMINISTRATOR')!], nodes).viewEntirePool).toBe(true);
    const sysadmin = holderOf('ROLE_SYSADMIN');
    expect(sysadmin.is_sysadmin).toBe(true);
    expect(hasRight(sysadmin, 'PERMISSION_ANYTHING_AT_ALL')).toBe(true);
  });

  it('ID-PERM-13: a board looks back at past contracts, a school does not; each audience reads its support text', () => {
    expectRights('ROLE_BOARD', [E.CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST, E.BOARD_NUMBER_VIEW], [E.SUPPORT_ADMIN, E.SUPPORT_SCHOOL]);
    expectRights('ROLE_SCHOOL', [E.SUPPORT_SCHOOL, E.BOARD_NUMBER_VIEW], [E.CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST, E.SUPPORT_ADMIN]);
    expectRights(
      'ROLE_SUBSTITUTE',
      [E.SUPPORT_SUBSTITUTE, E.BOARD_NUMBER_VIEW],
      [E.CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST, E.SUPPORT_SCHOOL],
    );
    expectRights('ROLE_ADMINISTRATOR', [E.CAN_SEE_PERSONS_WITH_CONTRACTS_IN_PAST, E.SUPPORT_ADMIN, E.BOARD_NUMBER_VIEW], []);
  });

  it("ID-PERM-10 mail settings: the administrator and the board hold the person card's mail settings, the others not", () => {
    expectRights('ROLE_ADMINISTRATOR', [E.PERSON_MAIL_SETTINGS], []);
    expectRights('ROLE_BOARD', [E.PERSON_MAIL_SETTINGS], []);
    for (const code of ['ROLE_SCHOOL', 'ROLE_EMPLOYEE', 'ROLE_SUBSTITUTE'] as const) expectRights(code, [], [E.PERSON_MAIL_SETTINGS]);
  });

  it('spells every permission PERMISSION_<AREA>_<ACTION> and seeds unique codes', () => {
    for (const role of DEFAULT_ROLES) for (const p of [...role.allow, ...role.deny]) expect(p).toMatch(/^PERMISSION_[A-Z_]+$/);
    expect(new Set(DEFAULT_ROLES.map((r) => r.code)).size).toBe(DEFAULT_ROLES.length);
  });

  it('keeps docs/roles.md equal to the catalogue', () => {
    const doc = fs.readFileSync(path.resolve(__dirname, '../../../../docs/roles.md'), 'utf8');
    expect(doc).toContain(renderRoleMatrix());
  });
});

describe('allow, deny and parent inheritance', () => {
  const role = (
    id: number,
    code: string,
    parentId: number | null,
    allow: string[],
    deny: string[] = [],
    extra: Partial<RoleNode> = {},
  ): RoleNode => ({
    id,
    code,
    parentId,
    allow,
    deny,
    viewEntirePool: false,
    isSysadmin: false,
    ...extra,
  });
  const base = role(1, 'BASE', null, ['PERMISSION_A_VIEW', 'PERMISSION_B_VIEW'], ['PERMISSION_X_ALL']);
  const child = role(2, 'CHILD', 1, ['PERMISSION_C_VIEW', 'PERMISSION_X_ALL'], ['B_VIEW'], { viewEntirePool: true });
  const other = role(3, 'OTHER', null, ['PERMISSION_B_VIEW', 'PERMISSION_D_VIEW']);
  const byId = new Map([base, child, other].map((r) => [r.id, r]));

  it('inherits allow and deny from parents; deny wins in either spelling', () => {
    const rights = resolveRights([child], byId);
    expect(rights.allow).toEqual(['PERMISSION_A_VIEW', 'PERMISSION_C_VIEW']);
    expect(rights.roles).toEqual(['CHILD']);
    expect(rights.viewEntirePool).toBe(true);
  });

  it('lets a deny of one held role remove the allow of another', () => {
    expect(resolveRights([child, other], byId).allow).toEqual(['PERMISSION_A_VIEW', 'PERMISSION_C_VIEW', 'PERMISSION_D_VIEW']);
    expect(resolveRights([other], byId).allow).toEqual(['PERMISSION_B_VIEW', 'PERMISSION_D_VIEW']);
  });

  it('survives a cycle in the parent links and takes sysadmin from any ancestor', () => {
    const a = role(10, 'A', 11, ['PERMISSION_A_VIEW']);
    const b = role(11, 'B', 10, ['PERMISSION_B_VIEW'], [], { isSysadmin: true });
    const rights = resolveRights(
      [a],
      new Map([
        [10, a],
        [11, b],
      ]),
    );
    expect(rights.allow).toEqual(['PERMISSION_A_VIEW', 'PERMISSION_B_VIEW']);
    expect(rights.isSysadmin).toBe(true);
  });
});
