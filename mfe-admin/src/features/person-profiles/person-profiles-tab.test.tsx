/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { sessionStore } from '@app/platform/session';
import { dialogStore } from '@app/ui/dialog-store';
import { fakeApi, renderWithProviders, type FakeAnswer, type FakeCall } from '../../testing/fake-api';
import type { PersonProfile, RoleOption } from './api/person-profiles-api';
import { PersonProfilesTab } from './person-profiles-tab';

const LAST_PROFILE = 'Person must have at least one profile.';
// identity's role options: the roles this caller may give (never the sysadmin role here)
const ROLES: RoleOption[] = [
  { id: 3, name: 'Board' },
  { id: 4, name: 'School' },
];
const profile = (id: number, roles: string[], branch: string, removable: boolean): PersonProfile => ({
  id,
  profile_type: { id: 2, name: 'Directeur', type: 'employee' },
  roles,
  branch: { id: 10 + id, name: branch },
  description: null,
  removable,
});

// an access token in memory that is not about to expire: the client sends it without a refresh first
const signIn = (rights: string[], is_sysadmin = false) =>
  sessionStore.setState({
    token: 'access-token',
    payload: {
      exp: 9999999999,
      username: 'admin',
      pool_id: 1,
      pool_name: 'Stichting Demo',
      profile_id: 1,
      finished: 1,
      is_sysadmin,
      roles: [],
      allow: rights,
    } as never,
  });

const answerConfirm = (yes: boolean) =>
  act(() => {
    dialogStore.getState().confirm?.resolve(yes);
    dialogStore.setState({ confirm: null });
  });

describe('PersonProfilesTab', () => {
  let held: PersonProfile[];
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    held = [profile(1, ['School'], 'De Regenboog', true), profile(2, ['Board'], 'Stichting Demo Bestuur', true)];
    signIn([Permission.PERSON_ALL]);
  });

  const serve = (routes: Record<string, (call: FakeCall) => FakeAnswer> = {}) =>
    fakeApi({
      'GET /person/5/profiles': () => ({ data: held }),
      'GET /person/5': () => ({ data: { id: 5, email: 'daan.bakker@demo.invalpool.nl' } }),
      'GET /role/options': () => ({ data: ROLES }),
      'GET /inputs': () => ({
        data: {
          branches: [
            { id: 11, name: 'De Regenboog' },
            { id: 12, name: 'Het Kompas' },
          ],
          profile_types: [
            { id: 2, name: 'Directeur' },
            { id: 7, name: 'Intern begeleider' },
          ],
        },
      }),
      'POST /profile': () => {
        held = [...held, profile(3, ['Board'], 'Het Kompas', true)];
        return { data: { profile_id: 3, invited: false } };
      },
      'DELETE /profile/': (call) => {
        held = held.filter((p) => !call.url.startsWith(`/api/profile/${p.id}/`)).map((p) => ({ ...p, removable: false }));
        return { data: { id: 1, archived: true } };
      },
      ...routes,
    });

  async function pick(testId: string, option: string) {
    fireEvent.mouseDown(screen.getByTestId(testId));
    fireEvent.click(await screen.findByRole('option', { name: option }));
  }

  async function fillAndSave() {
    fireEvent.click(await screen.findByTestId('person-profiles-add'));
    await pick('person-profiles-branch', 'Het Kompas');
    await pick('person-profiles-roles', 'Board');
    fireEvent.click(screen.getByTestId('person-profiles-save'));
  }

  it('lists the profiles with roles by name, branch, function and pool', async () => {
    serve();
    renderWithProviders(<PersonProfilesTab personId={5} canEdit />);
    const row = await screen.findByTestId('person-profile-1');
    expect(Array.from(row.querySelectorAll('td')).map((c) => c.textContent)).toEqual([
      'School',
      'De Regenboog',
      'Directeur',
      '',
      'Stichting Demo',
      'EditRemove',
    ]);
  });

  it('validates before sending: a branch and at least one role are required', async () => {
    const calls = serve();
    renderWithProviders(<PersonProfilesTab personId={5} canEdit />);
    fireEvent.click(await screen.findByTestId('person-profiles-add'));
    fireEvent.click(screen.getByTestId('person-profiles-save'));
    const dialog = screen.getByTestId('person-profiles-dialog');
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(2));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('gives a profile with POST profile and shows it in the list', async () => {
    const calls = serve();
    renderWithProviders(<PersonProfilesTab personId={5} canEdit />);
    await fillAndSave();
    expect((await screen.findByTestId('person-profiles-added')).textContent).toBe('The profile was added.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ person_id: 5, branch_id: 12, role_ids: [3] });
    expect((await screen.findByTestId('person-profile-3')).textContent).toContain('Het Kompas');
    await waitFor(() => expect(screen.queryByTestId('person-profiles-dialog')).toBeNull());
  });

  it('says an invitation mail went to the e-mail of a person without an account', async () => {
    serve({ 'POST /profile': () => ({ data: { profile_id: null, invited: true } }) });
    renderWithProviders(<PersonProfilesTab personId={5} canEdit />);
    await fillAndSave();
    expect((await screen.findByTestId('person-profiles-invited')).textContent).toBe(
      'The person has no account yet: an invitation mail was sent to daan.bakker@demo.invalpool.nl.',
    );
  });

  it("keeps the dialog open with the server's 422 and 403 texts", async () => {
    let answer: FakeAnswer = { status: 422, meta: { errors: { person_id: ['The person has no e-mail address.'] } } };
    serve({ 'POST /profile': () => answer });
    renderWithProviders(<PersonProfilesTab personId={5} canEdit />);
    await fillAndSave();
    expect((await screen.findByTestId('person-profiles-error')).textContent).toBe('The person has no e-mail address.');
    answer = { status: 403, meta: { messages: [{ type: 'error', title: 'Error', message: 'Not enough permissions' }] } };
    fireEvent.click(screen.getByTestId('person-profiles-save'));
    await waitFor(() => expect(screen.getByTestId('person-profiles-error').textContent).toBe('Not enough permissions'));
  });

  it("offers identity's role options with PERSON_ALL alone (no role editor right needed)", async () => {
    const calls = serve();
    renderWithProviders(<PersonProfilesTab personId={5} canEdit />);
    fireEvent.click(await screen.findByTestId('person-profiles-add'));
    fireEvent.mouseDown(screen.getByTestId('person-profiles-roles'));
    expect(await screen.findByRole('option', { name: 'Board' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Board', 'School']);
    expect(calls.some((c) => c.url.startsWith('/api/role/options'))).toBe(true);
  });

  it('shows Add profile and Remove only with edit, and reads no roles without it', async () => {
    const calls = serve();
    renderWithProviders(<PersonProfilesTab personId={5} canEdit={false} />);
    expect(await screen.findByTestId('person-profile-1')).toBeTruthy();
    expect(screen.queryByTestId('person-profiles-add')).toBeNull();
    expect(screen.queryByTestId('person-profile-remove-1')).toBeNull();
    expect(screen.queryByTestId('person-profile-edit-1')).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/role'))).toBe(false);
  });

  it('removes a profile after the confirmation; the last one is disabled with its reason', async () => {
    const calls = serve();
    renderWithProviders(<PersonProfilesTab personId={5} canEdit />);
    fireEvent.click(await screen.findByTestId('person-profile-remove-1'));
    expect(dialogStore.getState().confirm?.message).toBe('Remove this profile? The person can no longer log in with it.');
    answerConfirm(false);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByTestId('person-profile-remove-1'));
    answerConfirm(true);
    await waitFor(() => expect(screen.queryByTestId('person-profile-1')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.url.startsWith('/api/profile/1/archive'))).toBe(true);
    expect(screen.getByTestId('person-profiles-removed').textContent).toBe('The profile was removed.');

    const last = screen.getByTestId('person-profile-remove-2') as HTMLButtonElement;
    expect(last.disabled).toBe(true);
    fireEvent.mouseOver(screen.getByTestId('person-profile-remove-wrap-2'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(LAST_PROFILE);
  });

  it("shows the server's 422 when the last profile is removed all the same", async () => {
    serve({ 'DELETE /profile/': () => ({ status: 422, meta: { errors: { id: [LAST_PROFILE] } } }) });
    renderWithProviders(<PersonProfilesTab personId={5} canEdit />);
    fireEvent.click(await screen.findByTestId('person-profile-remove-2'));
    answerConfirm(true);
    expect((await screen.findByTestId('person-profiles-error')).textContent).toBe(LAST_PROFILE);
    expect(screen.getByTestId('person-profile-2')).toBeTruthy();
  });

  describe('MD-PROF-01: editing a profile', () => {
    const TYPE_REFUSED = 'The function is not a profile type of this pool.';
    const editRoutes = (answer: () => FakeAnswer) => ({
      'PUT /profile/': (call: FakeCall) => {
        const reply = answer();
        if ('status' in reply) return reply;
        const body = call.body as { profile_type_id: number | null; description: string | null };
        held = held.map((p) =>
          call.url.startsWith(`/api/profile/${p.id}`)
            ? {
                ...p,
                profile_type: body.profile_type_id === 7 ? { id: 7, name: 'Intern begeleider', type: 'employee' } : null,
                description: body.description,
              }
            : p,
        );
        return reply;
      },
    });

    it('MD-PROF-01: sets the function and description with PUT profile/{id} and shows them in the list', async () => {
      const calls = serve(editRoutes(() => ({ data: { id: 1, profile_type_id: 7, description: 'IB onderbouw' } })));
      renderWithProviders(<PersonProfilesTab personId={5} canEdit />);
      fireEvent.click(await screen.findByTestId('person-profile-edit-1'));
      const dialog = screen.getByTestId('person-profiles-edit-dialog');
      expect(within(dialog).getByText('Edit profile')).toBeTruthy();
      // the current function by name once the pool's types are read
      await waitFor(() => expect((screen.getByTestId('person-profiles-edit-type') as HTMLInputElement).value).toBe('Directeur'));
      await pick('person-profiles-edit-type', 'Intern begeleider');
      fireEvent.change(screen.getByTestId('person-profiles-edit-description'), { target: { value: '  IB onderbouw ' } });
      fireEvent.click(screen.getByTestId('person-profiles-edit-save'));
      expect((await screen.findByTestId('person-profiles-updated')).textContent).toBe('The profile was saved.');
      const put = calls.find((c) => c.method === 'PUT');
      expect(put?.url.startsWith('/api/profile/1?')).toBe(true);
      expect(put?.body).toEqual({ profile_type_id: 7, description: 'IB onderbouw' });
      await waitFor(() => expect(screen.getByTestId('person-profile-1').textContent).toContain('IB onderbouw'));
      expect(screen.getByTestId('person-profile-1').textContent).toContain('Intern begeleider');
      await waitFor(() => expect(screen.queryByTestId('person-profiles-edit-dialog')).toBeNull());
    });

    it("MD-PROF-01: keeps the dialog open with the server's 422 on the function", async () => {
      serve(editRoutes(() => ({ status: 422, meta: { errors: { profile_type_id: [TYPE_REFUSED] } } })));
      renderWithProviders(<PersonProfilesTab personId={5} canEdit />);
      fireEvent.click(await screen.findByTestId('person-profile-edit-2'));
      fireEvent.click(screen.getByTestId('person-profiles-edit-save'));
      expect((await screen.findByTestId('person-profiles-edit-error')).textContent).toBe(TYPE_REFUSED);
      expect(screen.getByTestId('person-profiles-edit-dialog')).toBeTruthy();
    });

    it('MD-PROF-01: refuses a description over 255 characters before sending, in en and nl', async () => {
      const calls = serve(editRoutes(() => ({ data: {} })));
      renderWithProviders(<PersonProfilesTab personId={5} canEdit />);
      fireEvent.click(await screen.findByTestId('person-profile-edit-1'));
      fireEvent.change(screen.getByTestId('person-profiles-edit-description'), { target: { value: 'x'.repeat(256) } });
      fireEvent.click(screen.getByTestId('person-profiles-edit-save'));
      const dialog = screen.getByTestId('person-profiles-edit-dialog');
      expect(await within(dialog).findByText('The description may be at most 255 characters.')).toBeTruthy();
      act(() => setLocale('nl'));
      expect(await within(dialog).findByText('De omschrijving mag hoogstens 255 tekens hebben.')).toBeTruthy();
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);
      await act(async () => setLocale('en'));
    });
  });
});
