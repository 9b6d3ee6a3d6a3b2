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
});
