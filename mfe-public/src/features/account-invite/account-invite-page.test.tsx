/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { registerTexts, setLocale } from '@app/i18n';
import { ApiError, authApi } from '@app/platform';
import { BaseProviders } from '@app/ui/providers';
import { texts } from '../../i18n';
import { routes } from '../../routes';
import { AccountInvitePage } from './account-invite-page';

const route = routes.find((r) => r.path === '/account/invite/:token')!;
registerTexts('mfe_public', texts);

async function renderPage() {
  await act(async () => {
    render(
      <BaseProviders namespace="mfe_public">
        <AccountInvitePage route={route} params={{ token: 'tok-123' }} />
      </BaseProviders>,
    );
  });
}

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;

describe('AccountInvitePage', () => {
  beforeAll(() => setLocale('en'));
  beforeEach(() => jest.spyOn(authApi, 'ssoProviders').mockRejectedValue(new ApiError(404, {})));
  afterEach(() => jest.restoreAllMocks());

  it('prefills the invited person and shows the incomplete-form message and rule texts', async () => {
    jest
      .spyOn(authApi, 'invitation')
      .mockResolvedValue({ pool: { name: 'Pool Noord' }, person: { email: 'jan@example.nl', full_name: 'Jan Jansen' } });
    const register = jest.spyOn(authApi, 'registerInvitation');
    await renderPage();
    expect(screen.getByTestId('account-invite-pool').textContent).toContain('Pool Noord');
    expect(input('invite-join-email').value).toBe('jan@example.nl');
    fireEvent.click(screen.getByTestId('account-invite-tab-register'));
    expect(input('invite-register-full-name').value).toBe('Jan Jansen');
    fireEvent.change(input('invite-register-username'), { target: { value: 'ab' } });
    fireEvent.change(input('invite-register-password'), { target: { value: 'Welkom#2025' } });
    fireEvent.change(input('invite-register-password-confirmation'), { target: { value: 'Welkom#2026' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('invite-register-submit'));
    });
    expect(screen.getByTestId('account-invite-incomplete').textContent).toBe(
      'The form is incomplete. Please fill in every field correctly.',
    );
    expect(screen.getByText('At least 3 characters')).toBeTruthy();
    expect(screen.getByText('Passwords must match')).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('lists the translated validation errors of a 422', async () => {
    jest
      .spyOn(authApi, 'invitation')
      .mockResolvedValue({ pool: { name: 'Pool Noord' }, person: { email: 'jan@example.nl', full_name: 'Jan Jansen' } });
    jest.spyOn(authApi, 'joinInvitation').mockRejectedValue(
      new ApiError(422, {
        errors: { email: ['rules.email'], password: ['rules.required'] },
        messages: [{ type: 'error', title: 'Error', message: 'Validation failed' }],
      }),
    );
    await renderPage();
    fireEvent.change(input('invite-join-password'), { target: { value: 'secret' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('invite-join-submit'));
    });
    const list = screen.getByTestId('account-invite-errors');
    expect(list.textContent).toContain('Invalid email');
    expect(list.textContent).toContain('Required');
    expect(authApi.joinInvitation).toHaveBeenCalledWith('tok-123', { email: 'jan@example.nl', password: 'secret' });
  });

  it.each([404, 401, 410])('shows the server messages of a %i', async (status) => {
    jest
      .spyOn(authApi, 'invitation')
      .mockRejectedValue(new ApiError(status, { messages: [{ type: 'error', title: 'Error', message: 'Token not found or expired' }] }));
    await renderPage();
    expect(screen.getByTestId('account-invite-error').textContent).toBe('Token not found or expired');
    expect(screen.queryByTestId('account-invite-join')).toBeNull();
  });
});
