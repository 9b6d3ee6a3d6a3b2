/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ExtraPermission } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { sessionStore } from '@app/platform/session';
import { fakeApi, renderWithProviders } from '../../testing/fake-api';
import type { Conduct } from './api/conducts-api';
import { PersonConductsTab } from './person-conducts-tab';

const signIn = (allow: string[]) =>
  sessionStore.setState({
    token: 'access-token',
    payload: { exp: 9999999999, username: 'admin', pool_id: 1, profile_id: 1, finished: 1, is_sysadmin: false, roles: [], allow } as never,
  });

describe('PersonConductsTab', () => {
  let held: Conduct[];
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    held = [
      {
        id: 4,
        person_id: 5,
        branch_id: null,
        branch_name: null,
        file_name: null,
        issue_date: '2026-06-01',
        expiration_date: null,
        marked_valid: true,
        remark: 'Gecontroleerd',
      },
    ];
  });
  const serve = () =>
    fakeApi({
      'GET /person/5/conducts': () => ({ data: held }),
      'POST /person/5/conducts': (call) => {
        held = [{ id: 6, person_id: 5, ...(call.body as Omit<Conduct, 'id' | 'person_id'>) }, ...held];
        return { data: held[0] };
      },
      'PUT /conduct/4': (call) => {
        held = held.map((c) => (c.id === 4 ? { ...c, ...(call.body as object) } : c));
        return { data: held.find((c) => c.id === 4) };
      },
    });

  it('lists the certificates read-only with COC_VIEW', async () => {
    signIn([ExtraPermission.COC_VIEW]);
    serve();
    renderWithProviders(<PersonConductsTab personId={5} />);
    expect((await screen.findByTestId('conduct-4')).textContent).toBe('01-06-2026YesGecontroleerd');
    expect(screen.queryByTestId('conducts-add')).toBeNull();
  });

  it('says a person without a certificate cannot be matched', async () => {
    signIn([ExtraPermission.COC_VIEW]);
    held = [];
    serve();
    renderWithProviders(<PersonConductsTab personId={5} />);
    expect((await screen.findByTestId('conducts-empty')).textContent).toBe('No certificate of conduct yet: the person cannot be matched.');
  });

  it('adds one (the issue date is required) and edits one with COC_ALL', async () => {
    signIn([ExtraPermission.COC_ALL]);
    const calls = serve();
    renderWithProviders(<PersonConductsTab personId={5} />);
    fireEvent.click(await screen.findByTestId('conducts-add'));
    fireEvent.click(screen.getByTestId('conduct-save'));
    expect((await screen.findByTestId('conduct-dialog-error')).textContent).toBe('Enter the issue date.');
    fireEvent.change(screen.getByTestId('conduct-issue-date'), { target: { value: '15-01-2027' } });
    fireEvent.click(screen.getByTestId('conduct-save'));
    expect((await screen.findByTestId('conduct-6')).textContent).toBe('15-01-2027No');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      branch_id: null,
      file_name: null,
      issue_date: '2027-01-15',
      expiration_date: null,
      marked_valid: false,
      remark: null,
    });

    fireEvent.click(screen.getByTestId('conduct-4'));
    fireEvent.click(await screen.findByTestId('conduct-marked-valid'));
    fireEvent.click(screen.getByTestId('conduct-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        branch_id: null,
        file_name: null,
        issue_date: '2026-06-01',
        expiration_date: null,
        marked_valid: false,
        remark: 'Gecontroleerd',
      }),
    );
  });

  it('MD-COC-01 shows and sends the branch, the file name and the expiration date, in Dutch too', async () => {
    signIn([ExtraPermission.COC_ALL]);
    held = [{ ...held[0]!, branch_id: 7, branch_name: 'Het Kompas', file_name: 'vog.pdf', expiration_date: '2029-05-31' }];
    const calls = serve();
    renderWithProviders(<PersonConductsTab personId={5} />);
    expect((await screen.findByTestId('conduct-4')).textContent).toBe('Het Kompasvog.pdf01-06-202631-05-2029YesGecontroleerd');
    fireEvent.click(screen.getByTestId('conduct-4'));
    fireEvent.change(await screen.findByTestId('conduct-file-name'), { target: { value: ' vog-2026.pdf ' } });
    fireEvent.change(screen.getByTestId('conduct-expiration-date'), { target: { value: '30-06-2029' } });
    fireEvent.click(screen.getByTestId('conduct-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        branch_id: 7,
        file_name: 'vog-2026.pdf',
        issue_date: '2026-06-01',
        expiration_date: '2029-06-30',
        marked_valid: true,
        remark: 'Gecontroleerd',
      }),
    );
    setLocale('nl');
    try {
      await waitFor(() =>
        expect(screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent)).toEqual([
          'Vestiging',
          'Bestandsnaam',
          'Afgiftedatum',
          'Vervaldatum',
          'Als geldig gemarkeerd',
          'Opmerking',
        ]),
      );
    } finally {
      setLocale('en');
    }
  });
});
