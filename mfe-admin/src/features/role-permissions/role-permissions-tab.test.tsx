/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type RoleView } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { sessionStore } from '@app/platform/session';
import { fakeApi, renderWithProviders, type FakeAnswer } from '../../testing/fake-api';
import { RolePermissionsTab } from './role-permissions-tab';

const employee: RoleView = {
  id: 6,
  code: 'ROLE_EMPLOYEE',
  name: 'Employee',
  parent_id: null,
  pool_id: 1,
  allow: [Permission.PLANNING_VIEW],
  deny: [Permission.INBOX_VIEW],
  view_entire_pool: true,
  is_sysadmin: false,
};
const substitute: RoleView = {
  id: 7,
  code: 'ROLE_SUBSTITUTE',
  name: 'Substitute',
  parent_id: 6,
  pool_id: 1,
  allow: [Permission.DOCUMENT_VIEW],
  deny: [],
  view_entire_pool: false,
  is_sysadmin: false,
};
const signIn = (is_sysadmin: boolean, allow: string[] = [Permission.ROLE_ALL, Permission.LABEL_ALL]) =>
  sessionStore.setState({
    payload: { username: 'admin', pool_id: 1, profile_id: 1, finished: 1, is_sysadmin, roles: [], allow } as never,
  });

const pressed = (name: string, setting: string) =>
  screen.getByTestId(`role-permission-${name}-${setting}`).getAttribute('aria-pressed') === 'true';

describe('RolePermissionsTab', () => {
  beforeAll(() => setLocale('en'));

  function serve(put: (body: unknown) => FakeAnswer = (body) => ({ data: { ...substitute, ...(body as object) } })) {
    return fakeApi({
      'GET /role/7': () => ({ data: substitute }),
      'GET /role': () => ({ data: [employee, substitute] }),
      'PUT /role/7': (call) => put(call.body),
    });
  }

  function open(canEdit = true) {
    const dirty: boolean[] = [];
    const saved: unknown[] = [];
    renderWithProviders(
      <RolePermissionsTab
        id={7}
        canEdit={canEdit}
        unsaved={{ setDirty: (v) => void dirty.push(v) }}
        onRecordSaved={(r) => void saved.push(r)}
      />,
    );
    return { dirty, saved };
  }

  it('shows the catalogue by group with the own settings and what the parent role gives, read-only', async () => {
    signIn(true);
    serve();
    open();
    const menu = await screen.findByTestId('role-permissions-group-MENU');
    expect(within(menu).getByText('Menu')).toBeTruthy();
    expect(within(menu).getByText('Planning: View')).toBeTruthy();
    expect(pressed(Permission.DOCUMENT_VIEW, 'allow')).toBe(true);
    expect(pressed(Permission.PLANNING_VIEW, 'unset')).toBe(true);
    expect(screen.getByTestId(`role-permission-${Permission.PLANNING_VIEW}-inherited`).textContent).toBe('Allowed by ROLE_EMPLOYEE');
    expect(screen.getByTestId(`role-permission-${Permission.INBOX_VIEW}-inherited`).textContent).toBe('Denied by ROLE_EMPLOYEE');
    expect(screen.queryByTestId(`role-permission-${Permission.DOCUMENT_VIEW}-inherited`)).toBeNull();
    expect(screen.getByTestId('role-permissions-view-entire-pool-inherited').textContent).toBe('Allowed by ROLE_EMPLOYEE');
    expect(screen.getByTestId('role-permissions-counts').textContent).toBe('1 allowed, 0 denied');
    // ID-PERM-06: the spec's 29 groups in the reader's alphabet (English here), a right of another area named with it
    const groups = screen
      .getAllByTestId(/^role-permissions-group-[A-Z_]+$/)
      .map((el) => el.dataset.testid!.replace('role-permissions-group-', ''));
    expect(groups).toHaveLength(29);
    expect(groups.slice(0, 4)).toEqual(['ANNOUNCEMENT', 'BLOCKADE', 'BOARD_NUMBER', 'BRANCH']);
    expect(groups.at(-1)).toBe('WORKDAY_MANAGE');
    expect(within(screen.getByTestId('role-permissions-group-MANAGE')).getByText('Reasons for absence: All')).toBeTruthy();
    // ID-PERM-06: board number and support hold their rights (ADR 0290, 0265), none is left empty
    const board = screen.getByTestId('role-permissions-group-BOARD_NUMBER');
    expect(within(board).getByText('View')).toBeTruthy();
    const support = screen.getByTestId('role-permissions-group-SUPPORT');
    for (const text of ['Support information for administrators', 'Support information for schools', 'Support information for substitutes'])
      expect(within(support).getByText(text)).toBeTruthy();
    expect(screen.queryByTestId(/^role-permissions-group-[A-Z_]+-empty$/)).toBeNull();
    expect(
      within(screen.getByTestId('role-permissions-group-PERSON')).getByText('See persons whose contracts at the own branches have ended'),
    ).toBeTruthy();
  });

  it('narrows the list by the search box over names and texts', async () => {
    signIn(true);
    serve();
    open();
    const search = await screen.findByTestId('role-permissions-search');
    fireEvent.change(search, { target: { value: 'chain calc' } });
    expect(screen.getByTestId('role-permission-PERMISSION_IGNORING_CHAIN_CALCULATION')).toBeTruthy();
    expect(screen.queryByTestId('role-permissions-group-REQUEST')).toBeNull();
    fireEvent.change(search, { target: { value: 'request_lock' } });
    expect(screen.getByTestId('role-permission-PERMISSION_REQUEST_LOCK')).toBeTruthy();
    expect(screen.queryByTestId('role-permission-PERMISSION_REQUEST_VIEW')).toBeNull();
    fireEvent.change(search, { target: { value: 'nothing like this' } });
    expect(screen.getByTestId('role-permissions-no-match').textContent).toBe('No permission matches the search.');
  });

  it('saves allow, deny and the flag with PUT role/{id}, marking the popup dirty until then', async () => {
    signIn(true);
    const calls = serve();
    const { dirty, saved } = open();
    await screen.findByTestId('role-permissions');
    expect((screen.getByTestId('role-permissions-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('role-permission-PERMISSION_REQUEST_LOCK-allow'));
    fireEvent.click(screen.getByTestId(`role-permission-${Permission.PLANNING_VIEW}-deny`));
    fireEvent.click(screen.getByTestId(`role-permission-${Permission.DOCUMENT_VIEW}-unset`));
    fireEvent.click(screen.getByTestId('role-permissions-view-entire-pool'));
    expect(dirty.at(-1)).toBe(true);
    fireEvent.click(screen.getByTestId('role-permissions-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: expect.stringMatching(/^\/api\/role\/7\?/),
      body: { parent_id: 6, allow: ['PERMISSION_REQUEST_LOCK'], deny: [Permission.PLANNING_VIEW], view_entire_pool: true },
    });
    expect(saved[0]).toMatchObject({ id: 7, allow: ['PERMISSION_REQUEST_LOCK'] });
    await waitFor(() => expect(dirty.at(-1)).toBe(false));
    expect(pressed('PERMISSION_REQUEST_LOCK', 'allow')).toBe(true);
  });

  it('changes the parent: the inherited rights follow the draft and the parent goes out with the save', async () => {
    signIn(true);
    const calls = serve();
    const { saved } = open();
    await screen.findByTestId('role-permissions');
    expect(screen.getByTestId(`role-permission-${Permission.PLANNING_VIEW}-inherited`).textContent).toBe('Allowed by ROLE_EMPLOYEE');
    fireEvent.change(screen.getByTestId('role-permissions-parent'), { target: { value: '' } });
    expect(screen.queryByTestId(`role-permission-${Permission.PLANNING_VIEW}-inherited`)).toBeNull();
    expect(screen.queryByTestId('role-permissions-view-entire-pool-inherited')).toBeNull();
    fireEvent.click(screen.getByTestId('role-permissions-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ parent_id: null });
  });

  it("offers admin permissions only to sysadmins and shows the server's refusal", async () => {
    signIn(false);
    serve(() => ({ status: 422, meta: { errors: { allow: ['Unknown permission: PERMISSION_NO_SUCH'] } } }));
    open();
    await screen.findByTestId('role-permissions');
    expect((screen.getByTestId(`role-permission-${Permission.ROLE_ALL}-allow`) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId(`role-permission-${Permission.ROLE_ALL}-note`).textContent).toBe(
      'Only sysadmins can grant admin permissions.',
    );
    expect((screen.getByTestId('role-permission-PERMISSION_POOL_ALL-allow') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId(`role-permission-${Permission.LABEL_ALL}-allow`) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId(`role-permission-${Permission.LABEL_ALL}-allow`));
    fireEvent.click(screen.getByTestId('role-permissions-save'));
    expect((await screen.findByTestId('role-permissions-error')).textContent).toBe('Unknown permission: PERMISSION_NO_SUCH');
  });

  it('ERR-GEN-05: a right the editor does not hold is not offered, and the server refuses a change of the set in it', async () => {
    signIn(false);
    serve(() => ({
      status: 403,
      meta: { messages: [{ type: 'error', title: 'Error', message: "You don't have permissions to update the set." }] },
    }));
    open();
    await screen.findByTestId('role-permissions');
    expect((screen.getByTestId(`role-permission-${Permission.REQUEST_VIEW}-allow`) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId(`role-permission-${Permission.REQUEST_VIEW}-note`).textContent).toBe(
      'You do not hold this permission yourself, so you cannot change it in a role.',
    );
    expect(screen.queryByTestId(`role-permission-${Permission.LABEL_ALL}-note`)).toBeNull();
    fireEvent.click(screen.getByTestId(`role-permission-${Permission.LABEL_ALL}-allow`));
    fireEvent.click(screen.getByTestId('role-permissions-save'));
    expect((await screen.findByTestId('role-permissions-error')).textContent).toBe("You don't have permissions to update the set.");
  });

  it("shows identity's 403 text", async () => {
    signIn(true);
    serve(() => ({
      status: 403,
      meta: { messages: [{ type: 'error', title: 'Error', message: 'Only sysadmins can grant admin permissions.' }] },
    }));
    open();
    await screen.findByTestId('role-permissions');
    fireEvent.click(screen.getByTestId(`role-permission-${Permission.ROLE_ALL}-allow`));
    fireEvent.click(screen.getByTestId('role-permissions-save'));
    expect((await screen.findByTestId('role-permissions-error')).textContent).toBe('Only sysadmins can grant admin permissions.');
  });

  it('shows a sysadmin role read-only: it holds every right whatever its lists say', async () => {
    signIn(true);
    fakeApi({
      'GET /role/7': () => ({ data: { ...substitute, is_sysadmin: true } }),
      'GET /role': () => ({ data: [employee, substitute] }),
    });
    open();
    expect((await screen.findByTestId('role-permissions-sysadmin')).textContent).toBe(
      'A sysadmin role has every right, whatever its lists say.',
    );
    expect(screen.queryByTestId('role-permissions-save')).toBeNull();
    expect((screen.getByTestId(`role-permission-${Permission.LABEL_ALL}-allow`) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is read-only without the edit right', async () => {
    signIn(true);
    serve();
    open(false);
    await screen.findByTestId('role-permissions');
    expect(screen.queryByTestId('role-permissions-save')).toBeNull();
    expect((screen.getByTestId(`role-permission-${Permission.LABEL_ALL}-allow`) as HTMLButtonElement).disabled).toBe(true);
  });
});
