/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { dialogStore } from '@app/ui/dialog-store';
import { fakeApi, renderWithProviders } from '../../testing/fake-api';
import { DataSupplierTokenTab } from './data-supplier-token-tab';
import { RevealOnceDialog } from '../../components/reveal-once-dialog';
import { revealedValue } from '../../lib/revealed-value';

const TOKEN = 'q3K9x-7b_Vt2mZ0pLw8sYc4nR1aE6uJ5hG0dF3kT9oA';
const answerConfirm = (yes: boolean) =>
  act(() => {
    dialogStore.getState().confirm?.resolve(yes);
    dialogStore.setState({ confirm: null });
  });

describe('revealedValue', () => {
  it('reads the field the form template names, only when it is a text', () => {
    expect(revealedValue({ reveal_once: 'auth_token' }, { id: 3, auth_token: TOKEN })).toBe(TOKEN);
    expect(revealedValue({ reveal_once: 'auth_token' }, { id: 3 })).toBeNull();
    expect(revealedValue({}, { id: 3, auth_token: TOKEN })).toBeNull();
  });
});

describe('RevealOnceDialog', () => {
  beforeAll(() => setLocale('en'));

  it('shows the value with the warning, copies it and closes only through its button', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const done = jest.fn();
    renderWithProviders(<RevealOnceDialog value={TOKEN} onDone={done} />);
    expect((screen.getByTestId('reveal-once-value') as HTMLInputElement).value).toBe(TOKEN);
    expect(screen.getByTestId('reveal-once-warning').textContent).toBe(
      'This token is shown only now. It is stored only as a hash and cannot be shown again; copy it and keep it safe.',
    );
    fireEvent.click(screen.getByTestId('reveal-once-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(TOKEN));
    await waitFor(() => expect(dialogStore.getState().toasts.at(-1)?.message).toBe('Copied to the clipboard.'));
    fireEvent.keyDown(screen.getByTestId('reveal-once-dialog'), { key: 'Escape' });
    expect(done).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('reveal-once-done'));
    expect(done).toHaveBeenCalledTimes(1);
  });
});

describe('DataSupplierTokenTab', () => {
  beforeAll(() => setLocale('en'));

  it('regenerates only after the confirmation and shows the new token once', async () => {
    const calls = fakeApi({
      'POST /data-supplier/4/regenerate-token': () => ({ data: { id: 4, name: 'Salarisadministratie', auth_token: TOKEN } }),
    });
    renderWithProviders(<DataSupplierTokenTab id={4} canEdit />);
    fireEvent.click(screen.getByTestId('data-supplier-token-regenerate'));
    expect(dialogStore.getState().confirm?.message).toBe('Make a new token? The current token stops working at once.');
    answerConfirm(false);
    await act(async () => undefined);
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByTestId('data-supplier-token-regenerate'));
    answerConfirm(true);
    expect(((await screen.findByTestId('reveal-once-value')) as HTMLInputElement).value).toBe(TOKEN);
    expect(calls.map((c) => [c.method, c.url.split('?')[0]])).toEqual([['POST', '/api/data-supplier/4/regenerate-token']]);
    fireEvent.click(screen.getByTestId('reveal-once-done'));
    await waitFor(() => expect(screen.queryByTestId('reveal-once-dialog')).toBeNull());
  });

  it("shows the server's refusal and offers nothing without the edit right", async () => {
    fakeApi({
      'POST /data-supplier/4/regenerate-token': () => ({
        status: 403,
        meta: { messages: [{ type: 'error', title: 'Error', message: 'Not enough permissions' }] },
      }),
    });
    const { unmount } = renderWithProviders(<DataSupplierTokenTab id={4} canEdit />);
    fireEvent.click(screen.getByTestId('data-supplier-token-regenerate'));
    answerConfirm(true);
    expect((await screen.findByTestId('data-supplier-token-error')).textContent).toBe('Not enough permissions');
    unmount();
    renderWithProviders(<DataSupplierTokenTab id={4} canEdit={false} />);
    expect(screen.queryByTestId('data-supplier-token-regenerate')).toBeNull();
  });
});
