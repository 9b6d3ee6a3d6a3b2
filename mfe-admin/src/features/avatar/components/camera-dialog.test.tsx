/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { renderWithProviders } from '../../../testing/fake-api';
import { CameraDialog } from './camera-dialog';

/**
 * The camera dialog lets a photo be taken once the camera shows a picture: granted is not yet
 * showing, and a photo taken in between was empty, which the dialog reported as no camera at all.
 * jsdom has no camera; the device's answer is given here (the real camera is e2e/tests/admin-documents).
 */
const track = { stop: jest.fn() };
const stream = { getTracks: () => [track] } as unknown as MediaStream;

beforeAll(() => setLocale('en'));
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  track.stop.mockClear();
});

const withCamera = (answer: Promise<MediaStream>) =>
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: () => answer } });

describe('the camera dialog', () => {
  it('lets the photo be taken only once the camera shows its first picture', async () => {
    withCamera(Promise.resolve(stream));
    renderWithProviders(<CameraDialog open onCapture={jest.fn()} onClose={jest.fn()} />);
    const take = (await screen.findByTestId('avatar-camera-capture')) as HTMLButtonElement;
    expect(take.textContent).toBe('Take photo');
    // granted, but no picture yet
    await waitFor(() => expect((screen.getByTestId('avatar-camera-video') as HTMLVideoElement).srcObject).toBe(stream));
    expect(take.disabled).toBe(true);
    fireEvent.loadedData(screen.getByTestId('avatar-camera-video'));
    expect(take.disabled).toBe(false);
  });

  it("says 'Can not connect to camera' when the camera is refused", async () => {
    withCamera(Promise.reject(new Error('NotAllowedError')));
    renderWithProviders(<CameraDialog open onCapture={jest.fn()} onClose={jest.fn()} />);
    expect((await screen.findByTestId('avatar-camera-error')).textContent).toBe('Can not connect to camera');
    expect((screen.getByTestId('avatar-camera-capture') as HTMLButtonElement).disabled).toBe(true);
  });

  it('stops the camera when the dialog closes', async () => {
    withCamera(Promise.resolve(stream));
    const { rerender } = renderWithProviders(<CameraDialog open onCapture={jest.fn()} onClose={jest.fn()} />);
    await waitFor(() => expect((screen.getByTestId('avatar-camera-video') as HTMLVideoElement).srcObject).toBe(stream));
    rerender(<CameraDialog open={false} onCapture={jest.fn()} onClose={jest.fn()} />);
    expect(track.stop).toHaveBeenCalled();
  });
});
