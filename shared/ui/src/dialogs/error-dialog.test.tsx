/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { ErrorDialog } from './error-dialog';
import { KitProviders } from '../testing/kit-providers';

function renderDialog(code: number, options: { message?: string; critical?: boolean; requestId?: string } = {}) {
  const onClose = jest.fn();
  const onDashboard = jest.fn();
  const view = render(
    <KitProviders>
      <ErrorDialog
        open
        code={code}
        message={options.message}
        requestId={options.requestId}
        critical={options.critical}
        onClose={onClose}
        onDashboard={onDashboard}
      />
    </KitProviders>,
  );
  return { onClose, onDashboard, unmount: view.unmount };
}

describe('ErrorDialog (spec 000 section 8)', () => {
  beforeAll(() => setLocale('en'));

  it.each([
    [400, 'Bad request', 'Something went wrong. Please contact the site administrator if the problem persists.'],
    [403, 'Access denied', "Access denied. You don't have permission to view this page."],
    [404, 'Page not found', "The page doesn't exists. Please go to your dashboard."],
    [406, 'Page not found', "The page doesn't exists. Please go to your dashboard."],
    [405, 'Method not allowed', 'This request is not allowed. Please go to your dashboard.'],
  ])('shows the texts for %i', (code, title, text) => {
    const { unmount } = renderDialog(code);
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByTestId('error-dialog-subtitle').textContent).toBe(`Error ${code}`);
    unmount();
  });

  it("titles any other code 'Error' and uses the message as the subtitle", () => {
    renderDialog(502, { message: 'Service unavailable' });
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByTestId('error-dialog-subtitle').textContent).toBe('Service unavailable');
  });

  it('is closable when not critical and runs its close callback', () => {
    const { onClose } = renderDialog(403);
    fireEvent.click(screen.getByTestId('error-dialog-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close button when critical, only go to dashboard', () => {
    const { onDashboard } = renderDialog(500, { critical: true });
    expect(screen.queryByTestId('error-dialog-close')).toBeNull();
    expect(screen.getByText('A critical error occurred. Please go to your dashboard.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('go-to-dashboard'));
    expect(onDashboard).toHaveBeenCalledTimes(1);
  });

  it('names the request id for support, and a call that got no answer at all', async () => {
    const { unmount } = renderDialog(500, { critical: true, requestId: '4f1c2a' });
    expect(screen.getByTestId('error-dialog-request-id').textContent).toBe('Request id for support: 4f1c2a');
    expect(screen.getByTestId('error-dialog-subtitle').textContent).toBe('Error 500');
    unmount();
    renderDialog(0);
    expect(screen.getByTestId('error-dialog-subtitle').textContent).toBe(
      'The server cannot be reached. Check the connection and try again.',
    );
    expect(screen.queryByTestId('error-dialog-request-id')).toBeNull();
  });

  it('is 330 px wide', () => {
    renderDialog(404);
    expect(getComputedStyle(screen.getByTestId('error-dialog')).width).toBe('330px');
  });
});
