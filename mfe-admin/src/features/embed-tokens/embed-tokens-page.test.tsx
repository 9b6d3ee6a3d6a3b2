/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { EmbedTokenView } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { dialogStore } from '@app/ui/dialog-store';
import { fakeApi, renderWithProviders } from '../../testing/fake-api';
import { EmbedTokensPage } from './embed-tokens-page';

const TOKEN = 'f'.repeat(64);
const live: EmbedTokenView = {
  id: 3,
  label: 'Intranet Kompas',
  branches: [{ id: 7, name: 'Het Kompas' }],
  origins: ['https://intranet.kompas.nl'],
  created_at: '2026-11-20T09:00:00.000Z',
  created_by: 'Anna Admin',
  revoked_at: null,
};
const answerConfirm = (yes: boolean) =>
  act(() => {
    dialogStore.getState().confirm?.resolve(yes);
    dialogStore.setState({ confirm: null });
  });

describe('EmbedTokensPage', () => {
  beforeAll(() => setLocale('en'));

  it('lists the tokens, says when there are none and when the list failed', async () => {
    fakeApi({
      'GET /embed-token': () => ({ data: [live, { ...live, id: 4, label: 'Oud', branches: [], revoked_at: '2026-11-21T09:00:00.000Z' }] }),
    });
    const { unmount } = renderWithProviders(<EmbedTokensPage />);
    expect(screen.getByTestId('embed-tokens-loading')).toBeTruthy();
    const row = await screen.findByTestId('embed-token-row-3');
    expect(row.textContent).toContain('Het Kompas');
    expect(row.textContent).toContain('https://intranet.kompas.nl');
    expect(row.textContent).toContain('Anna Admin');
    expect(row.textContent).toContain('Active');
    expect(screen.getByTestId('embed-token-row-4').textContent).toContain('The whole pool');
    expect(screen.getByTestId('embed-token-row-4').textContent).toContain('Revoked');
    expect(screen.queryByTestId('embed-token-revoke-4')).toBeNull();
    unmount();

    fakeApi({ 'GET /embed-token': () => ({ data: [] }) });
    const empty = renderWithProviders(<EmbedTokensPage />);
    expect((await screen.findByTestId('embed-tokens-empty')).textContent).toBe('No embed tokens have been issued yet.');
    empty.unmount();

    fakeApi({
      'GET /embed-token': () => ({
        status: 403,
        meta: { messages: [{ type: 'error', title: 'Error', message: 'Not enough permissions' }] },
      }),
    });
    renderWithProviders(<EmbedTokensPage />);
    expect((await screen.findByTestId('embed-tokens-error')).textContent).toBe('Not enough permissions');
  });

  it('issues a token with its origins and shows the embed address once', async () => {
    const calls = fakeApi({
      'GET /embed-token': () => ({ data: [] }),
      'POST /embed-token': () => ({ data: { ...live, token: TOKEN } }),
    });
    renderWithProviders(<EmbedTokensPage />);
    await screen.findByTestId('embed-tokens-empty');
    fireEvent.click(screen.getByTestId('embed-token-new'));
    const issue = screen.getByTestId('embed-token-issue') as HTMLButtonElement;
    expect(issue.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('embed-token-label'), { target: { value: ' Intranet Kompas ' } });
    fireEvent.change(screen.getByTestId('embed-token-origins'), {
      target: { value: 'https://intranet.kompas.nl\n\n http://localhost:8080 ' },
    });
    fireEvent.click(issue);
    expect(((await screen.findByTestId('reveal-once-value')) as HTMLInputElement).value).toBe(
      `${window.location.origin}/embed/overview-open-dayparts/${TOKEN}`,
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      label: 'Intranet Kompas',
      origins: ['https://intranet.kompas.nl', 'http://localhost:8080'],
    });
    await waitFor(() => expect(screen.queryByTestId('embed-token-dialog')).toBeNull());
  });

  it('issues a token that shows only the branches chosen', async () => {
    const calls = fakeApi({
      'GET /embed-token': () => ({ data: [] }),
      'GET /inputs': () => ({
        data: {
          branches: [
            { id: 7, name: 'Het Kompas' },
            { id: 8, name: 'De Regenboog' },
          ],
        },
      }),
      'POST /embed-token': () => ({ data: { ...live, token: TOKEN } }),
    });
    renderWithProviders(<EmbedTokensPage />);
    await screen.findByTestId('embed-tokens-empty');
    fireEvent.click(screen.getByTestId('embed-token-new'));
    fireEvent.change(screen.getByTestId('embed-token-label'), { target: { value: 'Kompas' } });
    fireEvent.change(screen.getByTestId('embed-token-origins'), { target: { value: 'https://intranet.kompas.nl' } });
    fireEvent.mouseDown(screen.getByTestId('embed-token-branches'));
    fireEvent.click(await screen.findByRole('option', { name: 'Het Kompas' }));
    fireEvent.click(screen.getByTestId('embed-token-issue'));
    await screen.findByTestId('reveal-once-value');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      label: 'Kompas',
      origins: ['https://intranet.kompas.nl'],
      branches: [7],
    });
  });

  it('revokes only after the confirmation', async () => {
    const calls = fakeApi({
      'GET /embed-token': () => ({ data: [live] }),
      'DELETE /embed-token/3': () => ({ data: { ...live, revoked_at: '2026-11-26T10:00:00.000Z' } }),
    });
    renderWithProviders(<EmbedTokensPage />);
    fireEvent.click(await screen.findByTestId('embed-token-revoke-3'));
    expect(dialogStore.getState().confirm?.message).toBe(
      'Revoke "Intranet Kompas"? The overview stops working at once in every intranet page that shows it.',
    );
    answerConfirm(false);
    await act(async () => undefined);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('embed-token-revoke-3'));
    answerConfirm(true);
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.split('?')[0])).toEqual(['/api/embed-token/3']));
  });
});
