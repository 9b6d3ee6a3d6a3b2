/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ExtraPermission } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { sessionStore } from '@app/platform/session';
import { dialogStore } from '@app/ui/dialog-store';
import { fakeApi, renderWithProviders, type FakeAnswer, type FakeCall } from '../../testing/fake-api';
import type { Blockade, BlockadeTreeItem } from './api/blockades-api';
import { PersonBlockadesTab } from './person-blockades-tab';

const PERSONAL_OFF = 'Personal blockades are not enabled in this pool.';
const blockade = (id: number, branch: { id: number; name: string }, pool = true): Blockade => ({
  id,
  person_id: 5,
  person_name: 'Iris Invaller',
  pool,
  personal: !pool,
  branches: [branch],
  city: null,
  remark: null,
  start_date: '2027-01-04',
  end_date: null,
});
const item = (id: number, name: string, children: BlockadeTreeItem[] = [], blockades: { id: number }[] = []): BlockadeTreeItem => ({
  id,
  name,
  blockades,
  personal_blockades: 0,
  children,
});
const TREE = [item(1, 'Stichting Demo Bestuur', [item(2, 'De Regenboog'), item(3, 'Het Kompas', [], [{ id: 7 }])])];

/** the new form as the server answers it: its today and the kind */
const NEW_FORM = {
  person_id: 5,
  person_name: 'Iris Invaller',
  pool: true,
  personal: false,
  branches: [],
  city: null,
  remark: null,
  start_date: '2027-03-01',
  end_date: null,
  personal_blockades_enabled: true,
};

const signIn = (allow: string[]) =>
  sessionStore.setState({
    token: 'access-token',
    payload: { exp: 9999999999, username: 'admin', pool_id: 1, profile_id: 1, finished: 1, is_sysadmin: false, roles: [], allow } as never,
  });

describe('PersonBlockadesTab and the blockade dialog', () => {
  let held: Blockade[];
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    held = [blockade(7, { id: 3, name: 'Het Kompas' }), blockade(8, { id: 2, name: 'De Regenboog' }, false)];
  });

  const serve = (routes: Record<string, (call: FakeCall) => FakeAnswer> = {}, enabled = true) =>
    fakeApi({
      'GET /person/5/blockades': () => ({ data: { person_name: 'Iris Invaller', blockades: held, personal_blockades_enabled: enabled } }),
      'GET /branch/blockades': () => ({ data: TREE }),
      'GET /blockade/person/5': () => ({ data: NEW_FORM }),
      'GET /blockade/': (call) => ({
        data: { ...held.find((b) => call.url.includes(`/blockade/${b.id}?`)), personal_blockades_enabled: enabled },
      }),
      'POST /blockade': (call) => {
        held = [...held, { ...blockade(9, { id: 2, name: 'De Regenboog' }), ...(call.body as object) }];
        return { data: held.at(-1) };
      },
      ...routes,
    });

  it('lists the blockades with kind, branches and an open end; without a right no add button and no checkboxes', async () => {
    signIn([ExtraPermission.BLOCKADE_VIEW]);
    serve();
    renderWithProviders(<PersonBlockadesTab personId={5} />);
    const row = await screen.findByTestId('blockade-7');
    expect(Array.from(row.querySelectorAll('td')).map((c) => c.textContent)).toEqual([
      'Pool blockade',
      'Het Kompas',
      '04-01-2027',
      'Indefinite',
      '',
      '',
    ]);
    expect(screen.getByTestId('blockade-8').textContent).toContain('Personal blockade');
    expect(screen.queryByTestId('blockades-add')).toBeNull();
    expect(screen.queryByTestId('blockade-select-7')).toBeNull();
  });

  it("titles the dialog 'blockade' + the branch (or the count) + the person, and sends the blockade picked from the tree", async () => {
    signIn([ExtraPermission.BLOCKADE_CREATE]);
    const calls = serve();
    renderWithProviders(<PersonBlockadesTab personId={5} />);
    fireEvent.click(await screen.findByTestId('blockades-add'));
    const title = await screen.findByTestId('blockade-dialog-title');
    expect(title.textContent).toBe('Blockade - Iris Invaller');
    fireEvent.click(screen.getByTestId('blockade-save'));
    expect(screen.getByTestId('blockade-dialog-error').textContent).toBe('Pick at least one branch.');
    fireEvent.click(await screen.findByTestId('blockade-branch-2'));
    expect(title.textContent).toBe('Blockade - De Regenboog - Iris Invaller');
    fireEvent.click(screen.getByTestId('blockade-branch-3'));
    expect(title.textContent).toBe('Blockade - 2 branches - Iris Invaller');
    // the board holds a picked branch below it: shown on the parent
    expect((screen.getByTestId('blockade-branch-1') as HTMLInputElement).getAttribute('data-indeterminate')).toBe('true');
    fireEvent.change(screen.getByTestId('blockade-start'), { target: { value: '01-02-2027' } });
    fireEvent.change(screen.getByTestId('blockade-remark'), { target: { value: 'Op verzoek' } });
    fireEvent.click(screen.getByTestId('blockade-kind-personal'));
    fireEvent.click(screen.getByTestId('blockade-save'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      person_id: 5,
      pool: false,
      branches: [2, 3],
      city: null,
      remark: 'Op verzoek',
      start_date: '2027-02-01',
      end_date: null,
    });
    expect((await screen.findByTestId('person-blockades-notice')).textContent).toBe('The blockade was saved.');
    expect(await screen.findByTestId('blockade-9')).toBeTruthy();
  });

  it("shows the server's refusal in the dialog, and offers no personal blockade when the pool switched them off", async () => {
    signIn([ExtraPermission.BLOCKADE_CREATE]);
    serve({ 'POST /blockade': () => ({ status: 422, meta: { errors: { pool: [PERSONAL_OFF] }, messages: [] } }) }, false);
    renderWithProviders(<PersonBlockadesTab personId={5} />);
    fireEvent.click(await screen.findByTestId('blockades-add'));
    expect((await screen.findByTestId('blockade-kind-personal')).closest('label')?.textContent).toBe(
      'Personal blockade (switched off for this pool)',
    );
    expect((screen.getByTestId('blockade-kind-personal') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(await screen.findByTestId('blockade-branch-2'));
    fireEvent.click(screen.getByTestId('blockade-save'));
    expect((await screen.findByTestId('blockade-dialog-error')).textContent).toBe(PERSONAL_OFF);
  });

  it('mass-edits the ticked blockades with BLOCKADE_CREATE and mass-deletes them with BLOCKADE_DELETE after a confirmation', async () => {
    signIn([ExtraPermission.BLOCKADE_CREATE, ExtraPermission.BLOCKADE_DELETE]);
    const calls = serve({
      'PUT /blockade/mass-edit': () => ({ data: held }),
      'POST /blockade/mass-delete': () => {
        held = [];
        return { data: { deleted: [7, 8] } };
      },
    });
    renderWithProviders(<PersonBlockadesTab personId={5} />);
    fireEvent.click(await screen.findByTestId('blockade-select-7'));
    fireEvent.click(screen.getByTestId('blockade-select-8'));
    fireEvent.click(screen.getByTestId('blockades-mass-edit'));
    const dialog = await screen.findByTestId('blockade-dialog');
    expect(within(dialog).getByText('The fields you fill in are set on the 2 selected blockades.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('blockade-end'), { target: { value: '31-07-2027' } });
    fireEvent.click(screen.getByTestId('blockade-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.includes('/blockade/mass-edit'))?.body).toEqual({ ids: [7, 8], pool: true, end_date: '2027-07-31' }),
    );
    await waitFor(() => expect(screen.queryByTestId('blockade-dialog')).toBeNull());

    fireEvent.click(await screen.findByTestId('blockade-select-7'));
    fireEvent.click(screen.getByTestId('blockade-select-8'));
    fireEvent.click(screen.getByTestId('blockades-mass-delete'));
    await waitFor(() => expect(dialogStore.getState().confirm).not.toBeNull());
    act(() => {
      dialogStore.getState().confirm?.resolve(true);
      dialogStore.setState({ confirm: null });
    });
    await waitFor(() => expect(calls.find((c) => c.url.includes('/blockade/mass-delete'))?.body).toEqual({ ids: [7, 8] }));
    expect(await screen.findByTestId('blockades-empty')).toBeTruthy();
  });

  it('MD-BLK-05: the new form comes from GET blockade/person/{personId}?personal=0, the edit form from GET blockade/{id}?personal=0|1', async () => {
    signIn([ExtraPermission.BLOCKADE_CREATE]);
    const calls = serve();
    renderWithProviders(<PersonBlockadesTab personId={5} />);
    fireEvent.click(await screen.findByTestId('blockades-add'));
    // the dialog starts from the server's new form: its start date, not the browser's today
    expect(((await screen.findByTestId('blockade-start')) as HTMLInputElement).value).toBe('01-03-2027');
    expect(calls.filter((c) => c.url.startsWith('/api/blockade/person/')).map((c) => c.url.replace(/[?&]_locale=\w+/, ''))).toEqual([
      '/api/blockade/person/5?personal=0',
    ]);
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(screen.queryByTestId('blockade-dialog')).toBeNull());

    // edited elsewhere since the list was read: the edit form shows the blockade as the server has it now
    held = held.map((b) => (b.id === 8 ? { ...b, remark: 'Sinds gisteren' } : b));
    fireEvent.click(await screen.findByText('De Regenboog'));
    expect(((await screen.findByTestId('blockade-remark')) as HTMLTextAreaElement).value).toBe('Sinds gisteren');
    expect((screen.getByTestId('blockade-kind-personal') as HTMLInputElement).checked).toBe(true);
    expect(calls.filter((c) => /\/api\/blockade\/\d/.test(c.url)).map((c) => c.url.replace(/[?&]_locale=\w+/, ''))).toEqual([
      '/api/blockade/8?personal=1',
    ]);
  });

  it('MD-BLK-05: a form the server refuses leaves the dialog closed and says why', async () => {
    signIn([ExtraPermission.BLOCKADE_CREATE]);
    serve({
      'GET /blockade/person/5': () => ({
        status: 404,
        meta: { messages: [{ type: 'error', title: 'Error', message: 'Person not found.' }] },
      }),
    });
    renderWithProviders(<PersonBlockadesTab personId={5} />);
    fireEvent.click(await screen.findByTestId('blockades-add'));
    expect((await screen.findByTestId('person-blockades-notice')).textContent).toContain('Person not found.');
    expect(screen.queryByTestId('blockade-dialog')).toBeNull();
  });
});
