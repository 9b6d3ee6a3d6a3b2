/** @jest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Permission } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { sessionStore } from '@app/platform/session';
import { KitProviders } from '../testing/kit-providers';
import { fakeApi } from '../testing/fake-api';
import { PersonPreviewLink } from './person-preview-link';

const LOTTE = {
  id: 12,
  full_name: 'Lotte Visser',
  initials: 'LV',
  telephone: '030 123 4567',
  mobile: '+31 6 1234 5678',
  email: 'lotte@demo.invalpool.nl',
  general_remark: 'Rijdt auto',
  documents: [
    {
      id: 3,
      entity_type: 'person',
      entity_id: 12,
      filename: 'vog.pdf',
      content_type: 'application/pdf',
      size: 10,
      visible_for_board: false,
      visible_for_school: true,
      visible_for_substitute: false,
      restricted_to_branch: false,
      uploaded_by: 'Beheerder',
      uploaded_at: '2026-11-01T09:00:00Z',
    },
  ],
};

function signIn(allow: string[]) {
  sessionStore.setState({
    payload: {
      username: 'planner',
      pool_id: 1,
      profile_id: 7,
      finished: 1,
      is_sysadmin: false,
      roles: [],
      allow,
      person_name: 'P',
    } as never,
  });
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <KitProviders>
        <PersonPreviewLink person={{ id: 12, full_name: 'Lotte Visser' }} />
      </KitProviders>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByTestId('person-preview-link-12'));
  return screen.getByTestId('person-preview');
}

describe('the person preview dialog', () => {
  beforeEach(() => {
    fakeApi({ 'GET /person/12/preview': () => ({ data: LOTTE }), 'GET /person/12/image': () => ({ status: 404, meta: {} }) });
  });

  it('PLT-DLG-01 PLT-DLG-02 opens from a person link as a global dialog, 400 wide, with phone and e-mail as tel: and mailto: links, the documents and the comments, in English, and closes', async () => {
    setLocale('en');
    signIn([Permission.PERSON_VIEW]);
    const dialog = show();
    expect(dialog.style.width || getComputedStyle(dialog).width).toBe('400px');
    expect(within(dialog).getByRole('heading').textContent).toContain('Lotte Visser');
    expect((await within(dialog).findByTestId('person-preview-telephone')).getAttribute('href')).toBe('tel:0301234567');
    expect(within(dialog).getByTestId('person-preview-mobile').getAttribute('href')).toBe('tel:+31612345678');
    const mail = within(dialog).getByTestId('person-preview-email');
    expect(mail.getAttribute('href')).toBe('mailto:lotte@demo.invalpool.nl');
    expect(within(dialog).getByText('Phone')).toBeTruthy();
    expect(within(dialog).getByTestId('person-preview-documents').textContent).toContain('vog.pdf01-11-2026');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Comments' }));
    expect(within(dialog).getByTestId('person-preview-comments').textContent).toBe('Rijdt autoGeneral remark');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('person-preview')).toBeNull());
  });

  it('PLT-DLG-02 speaks Dutch on a Dutch page and says when there are no comments or contact data', async () => {
    setLocale('nl');
    signIn([Permission.PERSON_VIEW]);
    fakeApi({
      'GET /person/12/preview': () => ({
        data: { ...LOTTE, telephone: null, mobile: null, email: null, general_remark: undefined, documents: [] },
      }),
    });
    const dialog = show();
    expect((await within(dialog).findByTestId('person-preview-no-contact')).textContent).toBe('Geen telefoonnummer of e-mailadres bekend.');
    expect(within(dialog).getByTestId('person-preview-no-documents').textContent).toBe('Geen documenten.');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Opmerkingen' }));
    expect(within(dialog).getByTestId('person-preview-no-comments').textContent).toBe('Geen opmerkingen.');
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toBeTruthy();
    expect(within(dialog).getByTestId('person-preview-open').textContent).toBe('Persoon openen in een nieuw tabblad');
  });

  it('PLT-DLG-03 links to the person popup in a new tab only for who holds PERSON_VIEW', async () => {
    setLocale('en');
    signIn([Permission.PERSON_VIEW]);
    let dialog = show();
    await within(dialog).findByTestId('person-preview-telephone');
    const open = within(dialog).getByRole('link', { name: 'Open person in a new tab' });
    expect(open.getAttribute('href')).toBe('/person/12/summary');
    expect(open.getAttribute('target')).toBe('_blank');
    cleanup();

    signIn([Permission.REQUEST_VIEW]);
    dialog = show();
    await within(dialog).findByTestId('person-preview-telephone');
    expect(within(dialog).queryByTestId('person-preview-open')).toBeNull();
  });

  it('PLT-DLG-02 shows the failure with a retry when the person cannot be read', async () => {
    setLocale('en');
    signIn([Permission.REQUEST_VIEW]);
    fakeApi({
      'GET /person/12/preview': () => ({
        status: 404,
        meta: { messages: [{ type: 'error', title: 'Error', message: 'Person #12 not found' }] },
      }),
    });
    const dialog = show();
    expect((await within(dialog).findByTestId('person-preview-body-error')).textContent).toContain('Person #12 not found');
    // the title keeps the name the screen showed
    expect(within(dialog).getByRole('heading').textContent).toContain('Lotte Visser');
  });
});
