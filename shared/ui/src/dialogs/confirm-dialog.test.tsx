/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLocale } from '@app/i18n';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(bypass: boolean) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ConfirmDialog open bypass={bypass} message="user_menu.logout_confirm_text" onConfirm={onConfirm} onCancel={onCancel} />
    </I18nextProvider>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  beforeAll(() => setLocale('en'));

  it('enables Yes only after the bypass checkbox is ticked', () => {
    const { onConfirm } = renderDialog(true);
    const yes = screen.getByTestId('confirm-yes');
    expect(screen.getByText("I'm sure what I am doing (bypass restrictions)")).toBeTruthy();
    expect((yes as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(yes);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-bypass'));
    expect((yes as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(yes);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('has Yes enabled without bypass and cancels on Esc', () => {
    const { onConfirm, onCancel } = renderDialog(false);
    expect(screen.queryByTestId('confirm-bypass')).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
