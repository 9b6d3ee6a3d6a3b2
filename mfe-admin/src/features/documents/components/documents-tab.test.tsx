/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DocumentVisibilityPermission as V, Permission, type DocumentItem } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { sessionStore } from '@app/platform/session';
import { dialogStore } from '@app/ui/dialog-store';
import { fakeApi, renderWithProviders } from '../../../testing/fake-api';
import { DocumentsTab } from './documents-tab';
import { readableSize } from './documents-table';

const doc = (id: number, filename: string, flags: Partial<DocumentItem> = {}): DocumentItem => ({
  id,
  entity_type: 'person',
  entity_id: 5,
  filename,
  content_type: 'application/pdf',
  size: 34_000,
  visible_for_board: false,
  visible_for_school: false,
  visible_for_substitute: false,
  restricted_to_branch: false,
  uploaded_by: 'Ada Admin',
  uploaded_at: '2026-11-20T08:30:00.000Z',
  ...flags,
});

const signIn = (rights: string[]) =>
  sessionStore.setState({
    token: 'access-token',
    payload: {
      exp: 9999999999,
      username: 'admin',
      pool_id: 1,
      profile_id: 1,
      finished: 1,
      is_sysadmin: false,
      roles: [],
      allow: rights,
    } as never,
  });

describe('DocumentsTab', () => {
  let held: DocumentItem[];
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    held = [doc(1, 'contract.pdf', { visible_for_board: true }), doc(2, 'diploma.pdf')];
  });

  const serve = () =>
    fakeApi({
      'GET /person/5/documents': () => ({ data: held }),
      'PUT /person/5/document/': (call) => {
        held = held.map((d) => (call.url.includes(`/document/${d.id}?`) ? { ...d, ...(call.body as Partial<DocumentItem>) } : d));
        return { data: held[0] };
      },
      'DELETE /person/5/document/': (call) => {
        held = held.filter((d) => !call.url.includes(`/document/${d.id}?`));
        return { data: null };
      },
    });

  it('lists name (a link to the viewer), type, size, uploader and visibility, read-only with DOCUMENT_VIEW', async () => {
    signIn([Permission.DOCUMENT_VIEW, V.DOCUMENT_VISIBLE_FOR_BOARD]);
    serve();
    renderWithProviders(<DocumentsTab entity="person" id={5} />);
    const row = await screen.findByTestId('document-row-1');
    expect(within(row).getByTestId('document-open').getAttribute('href')).toBe('/doc-viewer/person/5/document/1');
    expect(row.textContent).toContain('PDF');
    expect(row.textContent).toContain('33 KB');
    expect(row.textContent).toContain('20-11-2026 09:30 · Ada Admin');
    const board = within(row).getByTestId('document-1-visible_for_board') as HTMLInputElement;
    expect([board.checked, board.disabled]).toEqual([true, true]);
    expect(screen.queryByTestId('documents-drop-zone')).toBeNull();
    expect(screen.queryByTestId('document-delete')).toBeNull();
  });

  it('says so when there are none', async () => {
    signIn([Permission.DOCUMENT_VIEW]);
    held = [];
    serve();
    renderWithProviders(<DocumentsTab entity="person" id={5} />);
    expect((await screen.findByTestId('documents-empty')).textContent).toBe('No documents yet.');
  });

  it('changes a flag with PUT and deletes after a confirmation with DOCUMENT_ALL', async () => {
    signIn([Permission.DOCUMENT_ALL]);
    const calls = serve();
    renderWithProviders(<DocumentsTab entity="person" id={5} />);
    expect(await screen.findByTestId('documents-drop-zone')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('document-2-visible_for_school'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ visible_for_school: true }));
    fireEvent.click(within(screen.getByTestId('document-row-2')).getByTestId('document-delete'));
    await waitFor(() => expect(dialogStore.getState().confirm).toBeTruthy());
    expect(dialogStore.getState().confirm?.message).toBe('Delete diploma.pdf? It can not be brought back.');
    act(() => {
      dialogStore.getState().confirm?.resolve(true);
      dialogStore.setState({ confirm: null });
    });
    expect((await screen.findByTestId('documents-success')).textContent).toBe('The document has been deleted.');
    await waitFor(() => expect(screen.queryByTestId('document-row-2')).toBeNull());
  });
});

describe('readableSize', () => {
  it('gives KB below a megabyte and MB with one decimal above', () => {
    expect([readableSize(10), readableSize(34_000), readableSize(2.5 * 1024 * 1024)]).toEqual(['1 KB', '33 KB', '2.5 MB']);
  });
});
