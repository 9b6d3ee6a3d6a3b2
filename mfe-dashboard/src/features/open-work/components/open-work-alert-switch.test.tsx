/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ExtraPermission as E } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { sessionStore } from '@app/platform/session';
import { fakeApi, type FakeCall } from '@app/ui/testing';
import { renderDashboard, signIn } from '../../../testing/render';
import { OpenWorkAlertSwitch } from './open-work-alert-switch';

const SUBSCRIPTION = { endpoint: 'https://push.example/abc', keys: { p256dh: 'key', auth: 'secret' } };

/** A browser that takes push messages: the site's service worker, its push manager and the permission asked. */
function pushBrowser(permission: NotificationPermission) {
  const subscribe = jest.fn().mockResolvedValue({ toJSON: () => SUBSCRIPTION });
  const registration = { pushManager: { getSubscription: jest.fn().mockResolvedValue(null), subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: jest.fn().mockResolvedValue(registration) },
  });
  Object.assign(window, {
    PushManager: class {},
    Notification: { permission: 'default', requestPermission: jest.fn().mockResolvedValue(permission) },
  });
  return { subscribe };
}

describe('the open work alert', () => {
  let calls: FakeCall[];
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    signIn([E.OPEN_WORK]);
    sessionStore.setState((s) => ({ payload: s.payload && { ...s.payload, person_id: 31 } }));
    calls = fakeApi({
      'GET /open-work/alert': () => ({ data: { on: false } }),
      'PUT /open-work/alert': (call) => ({ data: call.body as object }),
      'GET /app-device/key': () => ({ data: { public_key: 'vapid-key' } }),
      'POST /app-device': () => ({ data: null }),
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'PushManager');
    Reflect.deleteProperty(window, 'Notification');
  });
  const writes = () =>
    calls
      .filter((c) => c.method !== 'GET' && /^\/api\/(app-device|open-work)/.test(c.url))
      .map((c) => [c.method, c.url.split('?')[0], c.body]);

  it('is not offered where the browser cannot take push messages', async () => {
    renderDashboard(<OpenWorkAlertSwitch />);
    await waitFor(() => expect(calls).toEqual([]));
    expect(screen.queryByTestId('open-work-alert')).toBeNull();
  });

  it('registers this phone for push and switches the alert on, and off again', async () => {
    const { subscribe } = pushBrowser('granted');
    renderDashboard(<OpenWorkAlertSwitch />);
    const toggle = (await screen.findByTestId('open-work-alert')) as HTMLInputElement;
    expect(screen.getByText('Tell me when new work fits me')).toBeTruthy();
    expect(toggle.checked).toBe(false);

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: 'vapid-key' });
    expect(writes()).toEqual([
      ['POST', '/api/app-device', { subscription: SUBSCRIPTION }],
      ['PUT', '/api/open-work/alert', { on: true }],
    ]);

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(writes().at(-1)).toEqual(['PUT', '/api/open-work/alert', { on: false }]);
  });

  it('says so when notifications are not allowed, and switches nothing on', async () => {
    pushBrowser('denied');
    renderDashboard(<OpenWorkAlertSwitch />);
    fireEvent.click(await screen.findByTestId('open-work-alert'));
    expect((await screen.findByTestId('open-work-alert-failed')).textContent).toBe('Notifications could not be turned on on this phone.');
    expect((screen.getByTestId('open-work-alert') as HTMLInputElement).checked).toBe(false);
    expect(writes()).toEqual([]);
  });
});
