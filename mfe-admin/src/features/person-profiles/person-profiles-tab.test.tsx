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
      'Stichting Demo',
      'Remove',
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
    expect((await screen.findByTestId('person-profiles-dialog-error')).textContent).toBe('The person has no e-mail address.');
    answer = { status: 403, meta: { messages: [{ type: 'error', title: 'Error', message: 'Not enough permissions' }] } };
    fireEvent.click(screen.getByTestId('person-profiles-save'));
    await waitFor(() => expect(screen.getByTestId('person-profiles-dialog-error').textContent).toBe('Not enough permissions'));
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
});
