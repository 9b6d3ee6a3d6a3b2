/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { fakeApi } from '@app/ui/testing';
import { renderRequests, signIn } from '../../testing/render';
import { DaypartActionDialog } from './daypart-action-dialog';

const TARGETS = [{ date: '2026-11-23', daypart: 1 as const }];

function show() {
  const onSubmit = jest.fn(async () => undefined);
  renderRequests(<DaypartActionDialog action="close" targets={TARGETS} onCancel={() => undefined} onSubmit={onSubmit} />);
  return { onSubmit, dialog: screen.getByTestId('daypart-action-dialog') };
}

async function choose(dialog: HTMLElement, id: number) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox'));
  fireEvent.click(await screen.findByTestId(`daypart-action-reason-${id}`));
}

describe('the daypart action dialog', () => {
  beforeEach(() => {
    signIn();
    fakeApi({
      'GET /inputs': () => ({
        data: {
          reason_for_dayparts: [
            { id: 7, name: 'Niet meer nodig', action: 'close', comment: false },
            { id: 9, name: 'Geen vervanger gevonden', action: 'close', comment: true },
          ],
        },
      }),
    });
  });

  it('REQ-DP-02 requires the comment when the chosen reason has the code comment, in English', async () => {
    setLocale('en');
    const { dialog, onSubmit } = show();
    await choose(dialog, 9);
    expect((within(dialog).getByTestId('daypart-action-comment') as HTMLTextAreaElement).required).toBe(true);
    fireEvent.click(within(dialog).getByTestId('daypart-action-confirm'));
    expect(await within(dialog).findByText('The Comment field is required.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByTestId('daypart-action-comment'), { target: { value: 'Niemand beschikbaar' } });
    fireEvent.click(within(dialog).getByTestId('daypart-action-confirm'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ action: 'close', dayparts: { '2026-11-23': [1] }, reason: 9, comment: 'Niemand beschikbaar' });
  });

  it('REQ-DP-02 says so in Dutch, and a reason without the code leaves the comment optional', async () => {
    setLocale('nl');
    const { dialog, onSubmit } = show();
    await choose(dialog, 9);
    fireEvent.click(within(dialog).getByTestId('daypart-action-confirm'));
    expect(await within(dialog).findByText('Het veld Opmerking is verplicht.')).toBeTruthy();
    await choose(dialog, 7);
    expect((within(dialog).getByTestId('daypart-action-comment') as HTMLTextAreaElement).required).toBe(false);
    fireEvent.click(within(dialog).getByTestId('daypart-action-confirm'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ action: 'close', dayparts: { '2026-11-23': [1] }, reason: 7 }));
  });
});
