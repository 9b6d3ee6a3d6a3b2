/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Permission, type GroupRequestView, type RequestGroupView, type RequestListRow } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { fakeApi, type FakeCall } from '@app/ui/testing';
import { routes } from '../routes';
import { renderRequests, signIn } from '../testing/render';
import { RequestGroupPage } from './request-group-page';

const LIST = routes.find((r) => r.path === '/request-group/:id?/:tab?')!;
const NEW = routes.find((r) => r.path === '/request-group/new')!;

const row = (id: number, status: RequestListRow['status']): RequestListRow => ({
  id,
  number: id,
  status,
  warning: null,
  branch_name: 'De Regenboog',
  absentee_name: `Leerkracht ${id}`,
  reason: 'Ziekte',
  period_start: '2026-11-23',
  period_end: '2026-11-27',
  first_open_date: null,
  first_open_daypart: null,
  dayparts_count: 10,
  open_dayparts: 0,
  locked: false,
  locked_by_name: null,
  request_group_reference: 'Groep 7',
  created_at: '2026-11-20T08:30:00Z',
});

const group = (requests: GroupRequestView[]): RequestGroupView => ({
  id: 3,
  reference: 'Groep 7 De Regenboog',
  description: 'Zwangerschapsverlof',
  remark: null,
  period_start: '2026-11-01',
  period_end: '2027-02-28',
  status: 'high',
  status_counts: { completed: 1, high: 1, medium: 0, other: 0 },
  requests,
  created_at: '2026-11-20T08:30:00Z',
});

describe('request groups', () => {
  let calls: FakeCall[];
  let members: GroupRequestView[];

  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    signIn([Permission.REQUEST_VIEW, Permission.REQUEST_ALL]);
    members = [
      { request: row(11, 'completed'), labels: [4] },
      { request: row(12, 'high'), labels: [] },
    ];
    calls = fakeApi({
      'GET /request-group': () => ({ data: [group(members)], meta: { pagination: { total: 1, per_page: 25, current_page: 1 } } }),
      'GET /request-group/3': () => ({ data: group(members) }),
      'GET /inputs': () => ({ data: { labels: [{ id: 4, name: 'Bevoegd PO' }] } }),
      'GET /request': () => ({ data: [row(12, 'high'), row(13, 'medium')] }),
      'POST /request-group/3/requests': (call) => {
        if (members.length >= 6) return { status: 422, meta: { errors: { requests: ['Request group holds at most 6 requests'] } } };
        const body = call.body as { request: number; labels: number[] };
        members = [...members, { request: row(body.request, 'medium'), labels: body.labels }];
        return { data: group(members) };
      },
      'POST /request-group': () => ({ data: { ...group([]), id: 4, reference: 'Nieuwe groep' } }),
    });
  });

  it('shows each group as a card with its status and status bar; opened, its requests with their employability', async () => {
    window.history.pushState(null, '', '/request-group');
    renderRequests(<RequestGroupPage route={LIST} params={{}} />);
    const card = await screen.findByTestId('group-card-3');
    expect(within(card).getByTestId('group-card-3-status').textContent).toBe('High');
    expect(within(card).getByTestId('group-card-3-bar').getAttribute('aria-label')).toBe('1 Filled, 1 High');
    expect(card.textContent).toContain('2 of 6 requests');
    fireEvent.click(within(card).getByTestId('group-card-3-toggle'));
    expect((await within(card).findByTestId('group-3-request-11')).textContent).toContain('Bevoegd PO');
    fireEvent.click(within(card).getByTestId('group-preview-12'));
    expect(window.location.pathname).toBe('/request/12/summary');
  });

  it('adds a request with its required employability, and offers no more than six', async () => {
    window.history.pushState(null, '', '/request-group');
    const view = renderRequests(<RequestGroupPage route={LIST} params={{}} />);
    const card = await screen.findByTestId('group-card-3');
    fireEvent.click(within(card).getByTestId('group-card-3-toggle'));
    fireEvent.click(within(card).getByTestId('group-card-3-add'));
    const dialog = await screen.findByTestId('add-request-dialog');
    fireEvent.click(within(dialog).getByTestId('add-request-confirm'));
    expect((await within(dialog).findByTestId('add-request-error')).textContent).toBe('The Request field is required.');

    fireEvent.mouseDown(within(dialog).getByTestId('add-request-search'));
    // request 12 is in the group already: only 13 is offered
    expect(await screen.findByRole('option', { name: /#13/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /#12/ })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: /#13/ }));
    fireEvent.mouseDown(within(dialog).getByTestId('add-request-labels'));
    fireEvent.click(await screen.findByRole('option', { name: 'Bevoegd PO' }));
    await act(async () => void fireEvent.click(within(dialog).getByTestId('add-request-confirm')));
    await waitFor(() => expect(screen.queryByTestId('add-request-dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST' && c.url.startsWith('/api/request-group/3/requests'))!.body).toEqual({
      request: 13,
      labels: [4],
    });
    expect(await within(card).findByTestId('group-3-request-13')).toBeTruthy();

    view.unmount();
    members = [11, 12, 13, 14, 15, 16].map((id) => ({ request: row(id, 'other'), labels: [] }));
    renderRequests(<RequestGroupPage route={LIST} params={{}} />);
    const full = await screen.findByTestId('group-card-3');
    fireEvent.click(within(full).getByTestId('group-card-3-toggle'));
    expect(within(full).getByTestId('group-card-3-add')).toHaveProperty('disabled', true);
  });

  it('creates a group with its reference and period, checked as the service checks them', async () => {
    window.history.pushState(null, '', '/request-group/new');
    renderRequests(<RequestGroupPage route={NEW} params={{}} />);
    const popup = await screen.findByTestId('group-popup');
    fireEvent.click(within(popup).getByTestId('group-form-save'));
    expect(await within(popup).findByText('The Reference field is required.')).toBeTruthy();
    fireEvent.change(within(popup).getByTestId('group-form-reference'), { target: { value: 'Nieuwe groep' } });
    fireEvent.change(within(popup).getByTestId('group-form-period_start'), { target: { value: '01-12-2026' } });
    fireEvent.change(within(popup).getByTestId('group-form-period_end'), { target: { value: '01-11-2026' } });
    fireEvent.click(within(popup).getByTestId('group-form-save'));
    expect(await within(popup).findByText('The End date must be a date after or equal to Start date.')).toBeTruthy();
    fireEvent.change(within(popup).getByTestId('group-form-period_end'), { target: { value: '28-02-2027' } });
    fireEvent.click(within(popup).getByTestId('group-form-save'));
    await waitFor(() => expect(window.location.pathname).toBe('/request-group/4/summary'));
    expect(calls.find((c) => c.method === 'POST' && c.url.startsWith('/api/request-group?'))!.body).toEqual({
      reference: 'Nieuwe groep',
      description: null,
      remark: null,
      period_start: '2026-12-01',
      period_end: '2027-02-28',
    });
  });
});
