/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ExtraPermission as E, Permission, type CurrentAnnouncement, type FormTemplate } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { realtime } from '@app/platform/realtime';
import { dialogStore } from '@app/ui/dialog-store';
import { FakeSocket, fakeApi, type FakeCall } from '@app/ui/testing';
import { renderDashboard, signIn } from '../../testing/render';
import { AnnouncementsPanel } from './announcements-panel';

const LONG =
  'Op vrijdag 4 december is er een studiedag voor alle scholen van de stichting; de leerlingen zijn die dag vrij en de invallers ook.';
const paragraph = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
});
const item = (id: number, title: string, extra: Partial<CurrentAnnouncement> = {}): CurrentAnnouncement => ({
  id,
  title,
  content: paragraph(`Tekst van ${title}`),
  icon: null,
  pinned: false,
  read: false,
  author: 'beheerder',
  start_date: null,
  end_date: null,
  ...extra,
});

// the service sends them pinned first, then the newest; the panel keeps that order
const ITEMS = [
  item(1, 'Welkom', { pinned: true, icon: 'Campaign' }),
  item(2, 'Studiedag', { content: paragraph(LONG), icon: 'Event' }),
  item(3, 'Rooster', { read: false }),
];
const FORM: FormTemplate = {
  name: 'announcement',
  url: 'announcement',
  fields: [
    { key: 'title', type: 'text', label: 'announcements.fields.title', required: true, rules: ['required'], editable: true },
    { key: 'pinned', type: 'boolean', label: 'announcements.fields.pinned', required: false, editable: true },
  ],
};
const CHANNEL = 'pool/1/announcement';
const OWN_CHANNEL = 'pool/1/profile/9/announcement';

describe('the announcements panel', () => {
  let calls: FakeCall[];
  let items: CurrentAnnouncement[];
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    items = ITEMS;
    signIn([E.DASHBOARD_ANNOUNCEMENTS]);
    dialogStore.setState({ toasts: [] });
    FakeSocket.install();
    calls = fakeApi({
      'GET /announcement/current': () => ({ data: items }),
      'POST /announcement/': (call) => ({ data: { id: Number(call.url.split('/')[3]), read: true } }),
    });
  });
  afterEach(() => realtime.disconnect());
  const cards = () => screen.getAllByTestId(/^announcement-\d+$/);

  it('shows pinned and unread announcements in the order given, the unread count, and a 120-character excerpt with " ..."', async () => {
    renderDashboard(<AnnouncementsPanel />);
    expect(screen.getByTestId('announcements-loading')).toBeTruthy();
    await screen.findByTestId('announcements');
    expect(cards().map((c) => c.dataset.testid)).toEqual(['announcement-1', 'announcement-2', 'announcement-3']);
    expect(screen.getByTestId('announcement-1-pinned').textContent).toBe('Pinned');
    expect(screen.getByTestId('announcements-unread').textContent).toContain('3');
    const excerpt = screen.getByTestId('announcement-2-excerpt').textContent!;
    expect(excerpt).toBe(`${LONG.slice(0, 120)} ...`);
    expect(excerpt).toHaveLength(124);
    expect(screen.getByTestId('announcement-3-excerpt').textContent).toBe('Tekst van Rooster');
    // the whole text unfolds as rich text
    fireEvent.click(screen.getByTestId('announcement-2-toggle'));
    expect(screen.getByTestId('announcement-2-content').textContent).toBe(LONG);
    // no add or edit without the rights
    expect(screen.queryByTestId('announcements-add')).toBeNull();
    expect(screen.queryByTestId('announcement-1-edit')).toBeNull();
  });

  it('marks read: an unpinned one leaves the panel, a pinned one stays marked read', async () => {
    renderDashboard(<AnnouncementsPanel />);
    await screen.findByTestId('announcements');
    fireEvent.click(screen.getByTestId('announcement-2-mark-read'));
    await waitFor(() => expect(screen.queryByTestId('announcement-2')).toBeNull());
    fireEvent.click(screen.getByTestId('announcement-1-mark-read'));
    await waitFor(() => expect(screen.getByTestId('announcement-1').dataset.read).toBe('true'));
    expect(screen.queryByTestId('announcement-1-mark-read')).toBeNull();
    expect(screen.queryByTestId('announcement-1-unread')).toBeNull();
    expect(screen.getByTestId('announcements-unread').textContent).toContain('1');
    expect(calls.filter((c) => c.url.includes('/mark-read')).map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/announcement/2/mark-read?_locale=en', undefined],
      ['POST', '/api/announcement/1/mark-read?_locale=en', undefined],
    ]);
  });

  it('refetches live on the pool channel (another author) and on the own profile channel', async () => {
    realtime.connect('token');
    FakeSocket.last!.open();
    renderDashboard(<AnnouncementsPanel />);
    await screen.findByTestId('announcements');
    await waitFor(() => expect(FakeSocket.last!.sent).toContainEqual({ type: 'subscribe', channel: CHANNEL }));
    expect(FakeSocket.last!.sent).toContainEqual({ type: 'subscribe', channel: OWN_CHANNEL });
    items = [...ITEMS, item(4, 'Nieuw')];
    act(() => FakeSocket.last!.event(CHANNEL, 'beheerder', { id: 4, action: 'created' }));
    expect(await screen.findByTestId('announcement-4')).toBeTruthy();
    items = ITEMS.filter((a) => a.id !== 3);
    act(() => FakeSocket.last!.event(OWN_CHANNEL, null, { id: 3, action: 'read' }));
    await waitFor(() => expect(screen.queryByTestId('announcement-3')).toBeNull());
  });

  it('shows the empty and the error state, with a retry', async () => {
    items = [];
    const first = renderDashboard(<AnnouncementsPanel />);
    expect((await screen.findByTestId('announcements-empty')).textContent).toBe('There are no new announcements.');
    first.unmount();
    fakeApi({ 'GET /announcement/current': () => ({ status: 500, meta: {} }) });
    renderDashboard(<AnnouncementsPanel />);
    expect((await screen.findByTestId('announcements-error')).textContent).toContain('The announcements could not be loaded.');
    fakeApi({ 'GET /announcement/current': () => ({ data: ITEMS }) });
    fireEvent.click(screen.getByTestId('announcements-retry'));
    expect(await screen.findByTestId('announcements')).toBeTruthy();
  });

  it('adds with ANNOUNCEMENT_CREATE and edits with ANNOUNCEMENT_EDIT through the form template, showing 422 messages at the fields', async () => {
    signIn([E.DASHBOARD_ANNOUNCEMENTS, E.ANNOUNCEMENT_CREATE]);
    const saved: FakeCall[] = [];
    fakeApi({
      'GET /announcement/current': () => ({ data: items }),
      'GET /template/announcement': () => ({ data: FORM }),
      'GET /announcement/1': () => ({ data: { id: 1, title: 'Welkom', pinned: true } }),
      'POST /announcement': (call) => {
        saved.push(call);
        return (call.body as { title: string }).title === 'Fout'
          ? { status: 422, meta: { errors: { title: ['The title has already been taken.'] } } }
          : { data: { id: 5 } };
      },
      'PUT /announcement/1': (call) => {
        saved.push(call);
        return { data: { id: 1 } };
      },
    });
    const view = renderDashboard(<AnnouncementsPanel />);
    await screen.findByTestId('announcements');
    expect(screen.queryByTestId('announcement-1-edit')).toBeNull();
    fireEvent.click(screen.getByTestId('announcements-add'));
    const dialog = await screen.findByTestId('announcement-dialog');
    const title = (await within(dialog).findByTestId('announcement-form-title')) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Fout' } });
    fireEvent.click(within(dialog).getByTestId('announcement-save'));
    expect(await within(dialog).findByText('The title has already been taken.')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Ouderavond' } });
    fireEvent.click(within(dialog).getByTestId('announcement-save'));
    await waitFor(() => expect(screen.queryByTestId('announcement-dialog')).toBeNull());
    expect(saved.map((c) => [c.method, c.body])).toEqual([
      ['POST', { title: 'Fout', pinned: 0 }],
      ['POST', { title: 'Ouderavond', pinned: 0 }],
    ]);
    expect(dialogStore.getState().toasts.map((t) => t.message)).toContain('The announcement was saved.');
    view.unmount();

    signIn([E.DASHBOARD_ANNOUNCEMENTS, E.ANNOUNCEMENT_EDIT]);
    renderDashboard(<AnnouncementsPanel />);
    await screen.findByTestId('announcements');
    expect(screen.queryByTestId('announcements-add')).toBeNull();
    fireEvent.click(screen.getByTestId('announcement-1-edit'));
    const edit = await screen.findByTestId('announcement-dialog');
    const editTitle = (await within(edit).findByTestId('announcement-form-title')) as HTMLInputElement;
    expect(editTitle.value).toBe('Welkom');
    fireEvent.change(editTitle, { target: { value: 'Welkom terug' } });
    fireEvent.click(within(edit).getByTestId('announcement-save'));
    await waitFor(() => expect(saved.at(-1)).toMatchObject({ method: 'PUT', body: { title: 'Welkom terug' } }));
  });

  it('offers add and edit with ANNOUNCEMENT_ALL', async () => {
    signIn([E.DASHBOARD_ANNOUNCEMENTS, Permission.ANNOUNCEMENT_ALL]);
    renderDashboard(<AnnouncementsPanel />);
    await screen.findByTestId('announcements');
    expect(screen.getByTestId('announcements-add')).toBeTruthy();
    expect(screen.getByTestId('announcement-3-edit')).toBeTruthy();
  });

  it('ID-PERM-16: offers edit with ANNOUNCEMENT_CREATE only on the announcements the user wrote', async () => {
    items = [item(1, 'Welkom'), item(2, 'Mijn bericht', { author: 'invaller' })];
    signIn([E.DASHBOARD_ANNOUNCEMENTS, E.ANNOUNCEMENT_CREATE]);
    renderDashboard(<AnnouncementsPanel />);
    await screen.findByTestId('announcements');
    expect(screen.getByTestId('announcement-2-edit')).toBeTruthy();
    expect(screen.queryByTestId('announcement-1-edit')).toBeNull();
  });
});
