/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { registerTexts, setLocale } from '@app/i18n';
import { publicApi } from '@app/platform/public-api';
import { BaseProviders } from '@app/ui/providers';
import { texts } from '../i18n';
import { PhoneNotices } from './phone-notices';

registerTexts('mfe_public', texts);
const TOKEN = 'b'.repeat(32);
const SUBSCRIPTION = { endpoint: 'https://push.example/abc', keys: { p256dh: 'key', auth: 'secret' } };

/** A browser that takes push messages: a service worker, a push manager and the notification permission. */
function pushBrowser(permission: NotificationPermission) {
  const subscribe = jest.fn().mockResolvedValue({ toJSON: () => SUBSCRIPTION });
  const registration = { pushManager: { getSubscription: jest.fn().mockResolvedValue(null), subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve(registration) } });
  Object.assign(window, {
    PushManager: class {},
    Notification: { permission: 'default', requestPermission: jest.fn().mockResolvedValue(permission) },
  });
  return { subscribe };
}

/**
 * Renders the notices; they show after the page's first frame (its first render is the pre-rendered
 * page's, ADR 0289). The frame is held until the first render is checked: jsdom runs frames on a
 * 16 ms timer, which a render on a busy machine outlasts.
 */
async function renderNotices() {
  const frames: FrameRequestCallback[] = [];
  const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  await act(async () => {
    render(
      <BaseProviders namespace="mfe_public">
        <PhoneNotices kind="invitation" token={TOKEN} />
      </BaseProviders>,
    );
  });
  expect(screen.queryByTestId('phone-notices-enable')).toBeNull();
  frame.mockRestore();
  act(() => frames.forEach((callback) => callback(performance.now())));
}

describe('PhoneNotices', () => {
  beforeAll(() => setLocale('en'));
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'PushManager');
    Reflect.deleteProperty(window, 'Notification');
  });

  it('is not offered where the browser cannot take push messages', async () => {
    await renderNotices();
    expect(screen.queryByTestId('phone-notices-enable')).toBeNull();
  });

  it("subscribes the phone and registers it on the offer's token when turned on", async () => {
    const { subscribe } = pushBrowser('granted');
    const key = jest.spyOn(publicApi, 'get').mockResolvedValue({ data: { public_key: 'vapid-key' } } as never);
    const device = jest.spyOn(publicApi, 'post').mockResolvedValue({ data: null } as never);
    await renderNotices();
    expect(screen.getByTestId('phone-notices-enable').textContent).toBe('Notifications on this phone');

    await act(async () => {
      fireEvent.click(screen.getByTestId('phone-notices-enable'));
    });

    expect((await screen.findByTestId('phone-notices-on')).textContent).toBe(
      'New invitations and reservations will show as a notification on this phone.',
    );
    expect(key).toHaveBeenCalledWith('/app-device/key');
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: 'vapid-key' });
    expect(device).toHaveBeenCalledWith(`/invitation/token/${TOKEN}/device`, { subscription: SUBSCRIPTION });
  });

  it('says so when the person does not allow notifications, and registers nothing', async () => {
    pushBrowser('denied');
    const device = jest.spyOn(publicApi, 'post');
    await renderNotices();

    await act(async () => {
      fireEvent.click(screen.getByTestId('phone-notices-enable'));
    });

    expect((await screen.findByTestId('phone-notices-failed')).textContent).toBe('Notifications could not be turned on.');
    expect((screen.getByTestId('phone-notices-enable') as HTMLButtonElement).disabled).toBe(false);
    expect(device).not.toHaveBeenCalled();
  });
});
