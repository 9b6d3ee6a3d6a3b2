/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { fakeApi } from '@app/ui/testing';
import { renderRequests, requestView, signIn } from '../../testing/render';
import { TimelineTab } from './timeline-tab';

const PLANNER = { username: 'planner', full_name: 'Piet Planner' };

describe('the timeline tab', () => {
  beforeEach(() => {
    signIn();
    fakeApi({
      'GET /request/42/timeline': () => ({
        data: [
          {
            id: 9,
            event: 'email_sent',
            at: '2026-11-21T09:15:00Z',
            author: PLANNER,
            data: { message: { channel: 'mail', recipient: 'invaller@demo.invalpool.nl', subject: 'Uitnodiging: Het Kompas' } },
          },
          { id: 1, event: 'created', at: '2026-11-20T08:30:00Z', author: PLANNER, data: {} },
        ],
      }),
      'GET /request/42/messages/9': () => ({
        data: {
          id: 9,
          channel: 'mail',
          recipient: 'invaller@demo.invalpool.nl',
          subject: 'Uitnodiging: Het Kompas',
          text: 'Beste Ingrid,\nKunt u invallen? [hidden]',
          sent_at: '2026-11-21T09:15:00Z',
        },
      }),
    });
  });

  const show = () =>
    renderRequests(<TimelineTab request={requestView()} lockedByOther={false} startEditing={async () => true} unsaved={{} as never} />);

  it('REQ-DATA-10 opens a mail sent about the request in the mail preview, in English', async () => {
    setLocale('en');
    show();
    const entry = await screen.findByTestId('timeline-entry-email_sent');
    expect(entry.textContent).toContain('E-mail sent');
    expect(entry.textContent).toContain('To: invaller@demo.invalpool.nl');
    expect(within(screen.getByTestId('timeline-entry-created')).queryByRole('button')).toBeNull();
    fireEvent.click(within(entry).getByRole('button', { name: 'Show message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uitnodiging: Het Kompas' });
    expect(await within(dialog).findByText(/Kunt u invallen\? \[hidden\]/)).toBeTruthy();
    expect(dialog.textContent).toContain('To invaller@demo.invalpool.nl, 21-11-2026 10:15');
  });

  it('REQ-DATA-10 speaks Dutch on a Dutch page', async () => {
    setLocale('nl');
    show();
    const entry = await screen.findByTestId('timeline-entry-email_sent');
    expect(entry.textContent).toContain('E-mail verstuurd');
    fireEvent.click(within(entry).getByRole('button', { name: 'Bericht tonen' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Aan invaller@demo\.invalpool\.nl, 21-11-2026 10:15/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toBeTruthy();
  });
});
