/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Permission, type RouteDef } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { setRouteTable } from '@app/platform/navigation';
import { sessionStore } from '@app/platform/session';
import { fakeApi, type FakeCall } from '@app/ui/testing';
import { ShellProviders } from '../../testing/shell-providers';
import { requestNumberInput } from './request-number';
import { RequestShortcuts } from './request-shortcuts';

const title = { nl: 'Aanvragen', en: 'Requests' };
/** What the registry answer holds when the requests module is live. */
const REQUEST_ROUTES: RouteDef[] = [
  { path: '/request/new', title, anyOf: [Permission.REQUEST_CREATE, Permission.REQUEST_ALL], create: true, remote: 'mfe_requests' },
  { path: '/request/:id?/:tab?', title, anyOf: [Permission.REQUEST_VIEW, Permission.REQUEST_ALL], remote: 'mfe_requests' },
];

const signIn = (allow: string[]) =>
  sessionStore.setState({
    payload: { username: 'planner', pool_id: 1, profile_id: 7, finished: 1, is_sysadmin: false, roles: [], allow } as never,
  });

const search = () => screen.getByTestId('request-search') as HTMLInputElement;
const renderShortcuts = () =>
  render(
    <ShellProviders>
      <RequestShortcuts />
    </ShellProviders>,
  );

describe('the request shortcuts of the chrome', () => {
  let calls: FakeCall[];
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    setRouteTable(REQUEST_ROUTES);
    signIn([Permission.REQUEST_VIEW, Permission.REQUEST_CREATE]);
    window.history.pushState(null, '', '/dashboard');
    calls = fakeApi({
      'GET /request/123': () => ({ data: { id: 123 } }),
      'GET /request/999': () => ({
        status: 404,
        meta: { messages: [{ type: 'error', title: 'Error', message: 'Request #999 not found' }] },
      }),
    });
  });

  it('keeps digits only, at most nine', () => {
    expect(requestNumberInput('#12a3-45 678 901')).toBe('123456789');
    renderShortcuts();
    fireEvent.change(search(), { target: { value: '12x34' } });
    expect(search().value).toBe('1234');
    fireEvent.change(search(), { target: { value: '12345678901' } });
    expect(search().value).toBe('123456789');
    expect(screen.getByText('#')).toBeTruthy();
  });

  it('does nothing for an empty number, opens an existing request, and shows a failed check until the next input', async () => {
    renderShortcuts();
    await act(async () => void fireEvent.submit(search()));
    expect(calls).toEqual([]);

    fireEvent.change(search(), { target: { value: '999' } });
    await act(async () => void fireEvent.submit(search()));
    expect((await screen.findByTestId('request-search-error')).textContent).toBe('Request #999 not found');
    expect(window.location.pathname).toBe('/dashboard');
    fireEvent.change(search(), { target: { value: '9991' } });
    expect(screen.queryByTestId('request-search-error')).toBeNull();

    fireEvent.change(search(), { target: { value: '123' } });
    await act(async () => void fireEvent.submit(search()));
    await waitFor(() => expect(window.location.pathname).toBe('/request/123/summary'));
    expect(calls.map((c) => c.url.split('?')[0]).filter((url) => url?.startsWith('/api/request'))).toEqual([
      '/api/request/999',
      '/api/request/123',
    ]);
    expect(search().value).toBe('');
  });

  it('shows the search with a view right and the add button with a create right, each only while a live module owns its path', () => {
    signIn([Permission.REQUEST_VIEW]);
    const view = renderShortcuts();
    expect(screen.getByTestId('request-search')).toBeTruthy();
    expect(screen.queryByTestId('add-request')).toBeNull();
    view.unmount();

    signIn([Permission.REQUEST_CREATE]);
    const create = renderShortcuts();
    expect(screen.queryByTestId('request-search')).toBeNull();
    fireEvent.click(screen.getByTestId('add-request'));
    expect(window.location.pathname).toBe('/request/new');
    create.unmount();

    signIn([Permission.REQUEST_ALL]);
    setRouteTable([]);
    renderShortcuts();
    expect(screen.queryByTestId('request-search')).toBeNull();
    expect(screen.queryByTestId('add-request')).toBeNull();
    act(() => setRouteTable(REQUEST_ROUTES));
    expect(screen.getByTestId('request-search')).toBeTruthy();
    expect(screen.getByTestId('add-request')).toBeTruthy();
  });
});
