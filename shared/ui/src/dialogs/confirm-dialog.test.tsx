/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { KitProviders } from '../testing/kit-providers';

function renderDialog(bypass: boolean) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <KitProviders>
      <ConfirmDialog open bypass={bypass} message="user_menu.logout_confirm_text" onConfirm={onConfirm} onCancel={onCancel} />
    </KitProviders>,
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

  it('starts every opening unticked', () => {
    const dialog = (open: boolean) => (
      <KitProviders>
        <ConfirmDialog open={open} bypass onConfirm={jest.fn()} onCancel={jest.fn()} />
      </KitProviders>
    );
    const { rerender } = render(dialog(true));
    fireEvent.click(screen.getByTestId('confirm-bypass'));
    expect((screen.getByTestId('confirm-yes') as HTMLButtonElement).disabled).toBe(false);
    rerender(dialog(false));
    rerender(dialog(true));
    expect((screen.getByTestId('confirm-bypass') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByTestId('confirm-yes') as HTMLButtonElement).disabled).toBe(true);
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
