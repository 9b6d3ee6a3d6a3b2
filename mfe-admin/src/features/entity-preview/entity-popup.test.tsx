/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { matchRoute, rankRoutes } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { api, ApiError } from '@app/platform/api';
import { navigate, useLocation } from '@app/platform/navigation';
import { dialogStore } from '@app/ui/dialog-store';
import { realtime } from '@app/platform/realtime';
import { FakeSocket } from '@app/ui/testing';
import { EntityPopup } from './entity-popup';
import { popupStateOf } from '@app/ui/popup';
import { routes } from '../../routes';
import { AdminProviders } from '../../testing/fake-api';

const listTemplate = {
  key: 'person',
  channel: 'pool/1/person',
  url: 'person',
  entity_url: 'person',
  form_name: 'person',
  minimal_popup: false,
  close_on_create: false,
  close_on_save: false,
  elements: {
    columns: [
      {
        label: 'list.actions',
        value: 'actions',
        column_code: 'actions',
        sortable: false,
        element: 'list-actions',
        actions: ['preview', 'edit'],
      },
    ],
  },
};
const contractList = {
  ...listTemplate,
  key: 'contract',
  form_name: 'contract',
  create: true,
  elements: {
    columns: [
      { label: 'fields.start_date', value: 'start_date', column_code: 'start_date', sortable: true, element: 'single-line-component' },
    ],
  },
};
const popupTemplate = {
  name: 'person',
  entity_url: 'person',
  minimal_popup: false,
  tabs: [
    { key: 'summary', label: 'person.tabs.details', form: 'person' },
    { key: 'planning', label: 'person.tabs.planning' },
    { key: 'contract', label: 'person.tabs.contracts', url: 'person/{id}/contracts', list: 'contract' },
  ],
};
const formTemplate = {
  name: 'person',
  url: 'person',
  fields: [
    { key: 'first_name', type: 'text', label: 'fields.first_name', required: true, editable: true },
    { key: 'birth_date', type: 'date', label: 'fields.birth_date', required: false, editable: true },
  ],
};
const contractForm = {
  name: 'contract',
  url: 'contract',
  fields: [
    { key: 'person_id', type: 'select', label: 'fields.person', required: true, editable: true, get_key: 'persons' },
    { key: 'end_date', type: 'date', label: 'fields.end_date', required: true, editable: true },
  ],
};
const person = { id: 5, first_name: 'Anna', full_name: 'Anna de Vries', birth_date: '1990-03-05', archived: true };

function Harness() {
  const { pathname } = useLocation();
  const match = matchRoute(pathname, rankRoutes(routes));
  return <EntityPopup entity="person" requested={popupStateOf(match?.params ?? {}, match?.route.create === true)} />;
}

describe('EntityPopup', () => {
  const gets: string[] = [];
  let closeOnSave = false;
  let closeOnCreate = false;
  let clone = false;
  let put: jest.SpyInstance;
  let post: jest.SpyInstance;
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    gets.length = 0;
    closeOnSave = false;
    closeOnCreate = false;
    clone = false;
    jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
      gets.push(path);
      const data =
        path === '/template-page/person'
          ? { ...listTemplate, close_on_save: closeOnSave, close_on_create: closeOnCreate, create: true, clone }
          : path === '/template-page/contract'
            ? contractList
            : path === '/template-popup/person'
              ? popupTemplate
              : path === '/template/person'
                ? formTemplate
                : path === '/template/contract'
                  ? contractForm
                  : path === '/inputs'
                    ? { persons: [{ id: 5, name: 'Anna de Vries' }] }
                    : path === '/person/5'
                      ? person
                      : path === '/person/404'
                        ? Promise.reject(
                            new ApiError(404, { messages: [{ type: 'error', title: 'Not found', message: 'Person #404 not found' }] }),
                          )
                        : path === '/person/5/contracts'
                          ? [{ id: 1, start_date: '2025-08-01' }]
                          : null;
      return { data: await data, meta: {} } as never;
    });
    put = jest
      .spyOn(api, 'put')
      .mockImplementation(async (_path: string, body?: unknown) => ({ data: { ...person, ...(body as object) }, meta: {} }) as never);
    post = jest.spyOn(api, 'post').mockImplementation(async () => ({ data: { id: 77 }, meta: {} }) as never);
  });
  afterEach(() => jest.restoreAllMocks());

  function open(url: string) {
    navigate(url);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AdminProviders>
          <Harness />
        </AdminProviders>
      </QueryClientProvider>,
    );
  }
  const answerConfirm = (yes: boolean) =>
    act(() => {
      dialogStore.getState().confirm?.resolve(yes);
      dialogStore.setState({ confirm: null });
    });

  it('opens the record page from the URL with the template tabs, the archived chip and the form loaded', async () => {
    open('/person/5');
    expect(await screen.findByTestId('entity-preview-person')).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('entity-form-first_name') as HTMLInputElement).value).toBe('Anna'));
    expect((screen.getByTestId('entity-form-birth_date') as HTMLInputElement).value).toBe('05-03-1990');
    expect(screen.getByTestId('entity-popup-title').textContent).toBe('Anna de Vries');
    expect(screen.getByTestId('entity-popup-archived').textContent).toBe('Archived');
    // a tab with nothing to show (no form, no data call) is left out
    expect(screen.getByTestId('entity-popup-tab-summary')).toBeTruthy();
    expect(screen.queryByTestId('entity-popup-tab-planning')).toBeNull();

    fireEvent.click(screen.getByTestId('entity-popup-tab-contract'));
    await waitFor(() => expect(window.location.pathname).toBe('/person/5/contract'));
    expect(await screen.findByTestId('entity-tab-contract-row')).toHaveProperty('textContent', '01-08-2025');
    expect(gets).toContain('/person/5/contracts');

    // a contract is added from the tab: its create form starts with this person
    fireEvent.click(screen.getByTestId('entity-tab-contract-create'));
    const endDate = (await screen.findByTestId('entity-form-end_date')) as HTMLInputElement;
    await waitFor(() => expect((screen.getByTestId('entity-form-person_id') as HTMLInputElement).value).toBe('Anna de Vries'));
    await act(async () => void fireEvent.click(screen.getByTestId('entity-form-save')));
    expect(screen.getByText('The End date field is required.')).toBeTruthy();
    fireEvent.change(endDate, { target: { value: '31-07-2026' } });
    await act(async () => void fireEvent.click(screen.getByTestId('entity-form-save')));
    expect(post).toHaveBeenCalledWith('/contract', { person_id: 5, end_date: '2026-07-31' });
    await waitFor(() => expect(screen.queryByTestId('entity-create-contract')).toBeNull());
    expect(gets.filter((g) => g === '/person/5/contracts')).toHaveLength(2);
  });

  const toasts = () => dialogStore.getState().toasts.map((x) => x.message);

  it('ERR-GEN-07: the saved toast names the item, and no Clone where the template offers none', async () => {
    dialogStore.setState({ toasts: [] });
    open('/person/5/summary');
    const name = (await screen.findByTestId('entity-form-first_name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Anna'));
    // no Clone where the template does not offer it
    expect(screen.queryByTestId('entity-popup-clone')).toBeNull();
    fireEvent.change(name, { target: { value: 'Anne' } });
    await act(async () => void fireEvent.click(screen.getByTestId('entity-form-save')));
    await waitFor(() => expect(toasts()).toContain('Item #5 was saved.'));
  });

  it('ERR-GEN-07: Clone opens the create form with the record values, posts a new record and opens it', async () => {
    dialogStore.setState({ toasts: [] });
    clone = true;
    open('/person/5/summary');
    fireEvent.click(await screen.findByTestId('entity-popup-clone'));
    expect((await screen.findByTestId('entity-create-person')).textContent).toContain('Clone item #5');
    await waitFor(() => expect((screen.getByTestId('entity-form-first_name') as HTMLInputElement).value).toBe('Anna'));
    await act(async () => void fireEvent.click(screen.getByTestId('entity-form-save')));
    expect(post).toHaveBeenCalledWith('/person', { first_name: 'Anna', birth_date: '1990-03-05' });
    await waitFor(() => expect(toasts()).toContain('Item #5 was cloned as item #77.'));
    await waitFor(() => expect(window.location.pathname).toBe('/person/77'));
  });

  describe('PLT-RT-04: another user changes the open record', () => {
    beforeEach(() => {
      FakeSocket.install();
      realtime.connect('token');
      FakeSocket.last!.open();
      dialogStore.setState({ toasts: [] });
    });
    afterEach(() => realtime.disconnect());
    const personGets = () => gets.filter((g) => g === '/person/5').length;

    it('fetches the record again on its list event, not on another record’s', async () => {
      open('/person/5/summary');
      await waitFor(() => expect((screen.getByTestId('entity-form-first_name') as HTMLInputElement).value).toBe('Anna'));
      await waitFor(() => expect(FakeSocket.last!.sent).toContainEqual({ type: 'subscribe', channel: 'pool/1/person' }));
      const before = personGets();
      act(() => FakeSocket.last!.event('pool/1/person', 'planner', { id: 6, action: 'updated' }));
      await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(personGets()).toBe(before);
      act(() => FakeSocket.last!.event('pool/1/person', 'planner', { id: 5, action: 'updated' }));
      await waitFor(() => expect(personGets()).toBe(before + 1));
    });

    it('keeps unsaved edits and says the record changed elsewhere', async () => {
      open('/person/5/summary');
      const name = (await screen.findByTestId('entity-form-first_name')) as HTMLInputElement;
      await waitFor(() => expect(name.value).toBe('Anna'));
      await waitFor(() => expect(FakeSocket.last!.sent).toContainEqual({ type: 'subscribe', channel: 'pool/1/person' }));
      fireEvent.change(name, { target: { value: 'Anne' } });
      const before = personGets();
      act(() => FakeSocket.last!.event('pool/1/person', 'planner', { id: 5, action: 'updated' }));
      await waitFor(() => expect(toasts()).toContain('Item #5 was changed by another user. Save or leave your changes to see theirs.'));
      expect(personGets()).toBe(before);
      expect(name.value).toBe('Anne');
    });
  });

  it('saves the form with PUT and stays open without close_on_save', async () => {
    open('/person/5/summary');
    const name = (await screen.findByTestId('entity-form-first_name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Anna'));
    fireEvent.change(name, { target: { value: 'Anne' } });
    await act(async () => void fireEvent.click(screen.getByTestId('entity-form-save')));
    expect(put).toHaveBeenCalledWith('/person/5', { first_name: 'Anne', birth_date: '1990-03-05' });
    expect(window.location.pathname).toBe('/person/5/summary');
    expect(screen.getByTestId('entity-preview-person')).toBeTruthy();
  });

  describe('MATCH-08: the warning a saved contract carries (its chain differs from the branch default)', () => {
    const warning = 'The contract chain differs from the branch default.';
    const warned = { messages: [{ type: 'warning', title: 'Warning', message: warning }] };
    const warnings = () =>
      dialogStore
        .getState()
        .toasts.filter((x) => x.severity === 'warning')
        .map((x) => x.message);
    beforeEach(() => dialogStore.setState({ toasts: [] }));

    it('shows after a create', async () => {
      post.mockImplementation(async () => ({ data: { id: 77 }, meta: warned }) as never);
      open('/person/new');
      fireEvent.change(await screen.findByTestId('entity-form-first_name'), { target: { value: 'Bram' } });
      await act(async () => void fireEvent.click(screen.getByTestId('entity-form-save')));
      await waitFor(() => expect(warnings()).toEqual([warning]));
    });

    it('shows after a save', async () => {
      put.mockImplementation(
        async (_path: string, body?: unknown) => ({ data: { ...person, ...(body as object) }, meta: warned }) as never,
      );
      open('/person/5/summary');
      const name = (await screen.findByTestId('entity-form-first_name')) as HTMLInputElement;
      await waitFor(() => expect(name.value).toBe('Anna'));
      fireEvent.change(name, { target: { value: 'Anne' } });
      await act(async () => void fireEvent.click(screen.getByTestId('entity-form-save')));
      await waitFor(() => expect(warnings()).toEqual([warning]));
    });
  });

  it('closes after saving with close_on_save', async () => {
    closeOnSave = true;
    navigate('/person');
    open('/person/5/summary');
    const name = (await screen.findByTestId('entity-form-first_name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Anna'));
    fireEvent.change(name, { target: { value: 'Anne' } });
    await act(async () => void fireEvent.click(screen.getByTestId('entity-form-save')));
    expect(put).toHaveBeenCalledWith('/person/5', { first_name: 'Anne', birth_date: '1990-03-05' });
    await waitFor(() => expect(window.location.pathname).toBe('/person'));
    expect(dialogStore.getState().confirm).toBeNull();
  });

  it('asks before unsaved changes are left: back declined keeps the popup, Escape does nothing, close confirmed goes to the list', async () => {
    navigate('/person');
    open('/person/5');
    const name = (await screen.findByTestId('entity-form-first_name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Anna'));
    fireEvent.change(name, { target: { value: 'Anne' } });

    act(() => window.history.back());
    await waitFor(() =>
      expect(dialogStore.getState().confirm?.message).toBe('You have unsaved changes. Do you want to leave without saving?'),
    );
    answerConfirm(false);
    await waitFor(() => expect(window.location.pathname).toBe('/person/5'));
    expect(name.value).toBe('Anne');

    fireEvent.keyDown(screen.getByTestId('entity-preview-person'), { key: 'Escape' });
    expect(screen.getByTestId('entity-preview-person')).toBeTruthy();
    expect(dialogStore.getState().confirm).toBeNull();

    // a menu link elsewhere asks too
    act(() => navigate('/dashboard'));
    await waitFor(() =>
      expect(dialogStore.getState().confirm?.message).toBe('You have unsaved changes. Do you want to leave without saving?'),
    );
    answerConfirm(false);
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(window.location.pathname).toBe('/person/5');

    fireEvent.click(screen.getByTestId('entity-popup-close'));
    await waitFor(() => expect(dialogStore.getState().confirm).not.toBeNull());
    answerConfirm(true);
    await waitFor(() => expect(window.location.pathname).toBe('/person'));
    await waitFor(() => expect(screen.queryByTestId('entity-preview-person')).toBeNull());
  });

  it('closes on Escape without unsaved changes, and back reopens it', async () => {
    navigate('/person');
    open('/person/5');
    await screen.findByTestId('entity-preview-person');
    fireEvent.keyDown(screen.getByTestId('entity-preview-person'), { key: 'Escape' });
    await waitFor(() => expect(window.location.pathname).toBe('/person'));
    await waitFor(() => expect(screen.queryByTestId('entity-preview-person')).toBeNull());
    act(() => window.history.back());
    expect(await screen.findByTestId('entity-preview-person')).toBeTruthy();
    expect(window.location.pathname).toBe('/person/5');
  });

  it('closes the preview of a record that does not exist with the not-found text', async () => {
    navigate('/person');
    open('/person/404');
    await waitFor(() => expect(dialogStore.getState().toasts.map((x) => x.message)).toContain('Person #404 not found'));
    await waitFor(() => expect(window.location.pathname).toBe('/person'));
    expect(screen.queryByTestId('entity-preview-person')).toBeNull();
  });

  it('creates at /person/new and then opens the new record', async () => {
    open('/person/new');
    const name = (await screen.findByTestId('entity-form-first_name')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Bram' } });
    await act(async () => void fireEvent.click(screen.getByTestId('entity-form-save')));
    expect(post).toHaveBeenCalledWith('/person', { first_name: 'Bram' });
    await waitFor(() => expect(window.location.pathname).toBe('/person/77'));
  });

  it('closes after a create with close_on_create', async () => {
    closeOnCreate = true;
    open('/person/new');
    fireEvent.change(await screen.findByTestId('entity-form-first_name'), { target: { value: 'Bram' } });
    await act(async () => void fireEvent.click(screen.getByTestId('entity-form-save')));
    await waitFor(() => expect(window.location.pathname).toBe('/person'));
    await waitFor(() => expect(screen.queryByTestId('entity-create-person')).toBeNull());
  });
});
