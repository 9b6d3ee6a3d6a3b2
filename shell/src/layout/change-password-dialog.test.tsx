/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { ApiError, authApi } from '@app/platform';
import { ShellProviders } from '../testing/shell-providers';
import { ChangePasswordDialog } from './change-password-dialog';

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;

function fill(current: string, next: string, confirmation: string) {
  fireEvent.change(input('change-password-current'), { target: { value: current } });
  fireEvent.change(input('change-password-new'), { target: { value: next } });
  fireEvent.change(input('change-password-confirmation'), { target: { value: confirmation } });
}

function renderDialog() {
  const onClose = jest.fn();
  render(
    <ShellProviders>
      <ChangePasswordDialog open onClose={onClose} />
    </ShellProviders>,
  );
  return { onClose };
}

describe('ChangePasswordDialog', () => {
  beforeAll(() => setLocale('en'));
  afterEach(() => jest.restoreAllMocks());

  it('clears all fields when the confirmation differs at submit, without calling the server', async () => {
    const call = jest.spyOn(authApi, 'changePassword');
    renderDialog();
    fill('Welkom#2025', 'Nieuw#20255', 'Nieuw#20256');
    await act(async () => {
      fireEvent.click(screen.getByTestId('change-password-submit'));
    });
    expect(input('change-password-current').value).toBe('');
    expect(input('change-password-new').value).toBe('');
    expect(input('change-password-confirmation').value).toBe('');
    expect(screen.getByTestId('change-password-mismatch').textContent).toContain('All fields have been cleared');
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the strong-password and repeated-character rules', async () => {
    const call = jest.spyOn(authApi, 'changePassword');
    renderDialog();
    fill('Welkom#2025', 'weak', 'weak');
    await act(async () => {
      fireEvent.click(screen.getByTestId('change-password-submit'));
    });
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    fill('Welkom#2025', 'Weeelkom#2025', 'Weeelkom#2025');
    await act(async () => {
      fireEvent.click(screen.getByTestId('change-password-submit'));
    });
    expect(await screen.findByText('The password may not contain more than two identical characters in a row')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('joins the meta messages as the title and the errors as the text', async () => {
    jest.spyOn(authApi, 'changePassword').mockRejectedValue(
      new ApiError(422, {
        messages: [{ type: 'error', title: 'Error', message: 'Current password is incorrect' }],
        errors: { current_password: ['Current password is incorrect'] },
      }),
    );
    const { onClose } = renderDialog();
    fill('Wrong#2025x', 'Nieuw#2025', 'Nieuw#2025');
    await act(async () => {
      fireEvent.click(screen.getByTestId('change-password-submit'));
    });
    await waitFor(() => expect(screen.getByTestId('change-password-error').textContent).toContain('Current password is incorrect'));
    expect(authApi.changePassword).toHaveBeenCalledWith(
      expect.objectContaining({ current_password: 'Wrong#2025x', password: 'Nieuw#2025' }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sends current and new password, takes the kept login's new token and closes on success", async () => {
    const call = jest.spyOn(authApi, 'changePassword').mockResolvedValue({ data: null, meta: {} });
    // the change ended every other login; this one's refresh cookie gives its new access token
    const payload = Buffer.from(JSON.stringify({ username: 'ada', pool_id: 1, profile_id: 2, finished: 1, exp: 9999999999 })).toString(
      'base64url',
    );
    const refresh = jest.spyOn(authApi, 'refresh').mockResolvedValue({ token: `e30.${payload}.sig` } as never);
    const { onClose } = renderDialog();
    fill('Welkom#2025', 'Nieuw#2025', 'Nieuw#2025');
    await act(async () => {
      fireEvent.click(screen.getByTestId('change-password-submit'));
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(call.mock.calls[0]?.[0]).toMatchObject({ current_password: 'Welkom#2025', password: 'Nieuw#2025' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
