/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { setLocale } from '@app/i18n';
import { KitProviders } from '../testing/kit-providers';
import { MailPreviewDialog, type MailPreviewMessage } from './mail-preview-dialog';

const MAIL: MailPreviewMessage = {
  recipient: 'invaller@demo.invalpool.nl',
  sent_at: '2026-11-21T09:15:00Z',
  text: 'Beste Ingrid,\nKunt u invallen?',
};

function Preview({ answer, title }: { answer: () => Promise<MailPreviewMessage>; title?: string }) {
  const message = useQuery({ queryKey: ['mail'], queryFn: answer });
  return <MailPreviewDialog title={title} message={message} onClose={() => undefined} />;
}

function show(answer: () => Promise<MailPreviewMessage>, title?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <KitProviders>
        <Preview answer={answer} title={title} />
      </KitProviders>
    </QueryClientProvider>,
  );
  return screen.getByTestId('mail-preview');
}

describe('the mail preview dialog', () => {
  it('PLT-DLG-04 is 600 wide and shows the e-mail body as sent, in English', async () => {
    setLocale('en');
    const dialog = show(async () => MAIL, 'Uitnodiging: Het Kompas');
    expect(getComputedStyle(dialog).maxWidth).toBe('600px');
    expect(screen.getByRole('dialog', { name: 'Uitnodiging: Het Kompas' })).toBeTruthy();
    expect((await within(dialog).findByTestId('mail-preview-text')).textContent).toBe('Beste Ingrid,\nKunt u invallen?');
    expect(dialog.textContent).toContain('To invaller@demo.invalpool.nl, 21-11-2026 10:15');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('PLT-DLG-04 speaks Dutch, names itself E-mail without a subject and shows a failure', async () => {
    setLocale('nl');
    const dialog = show(() => Promise.reject(new Error('')));
    expect(screen.getByRole('dialog', { name: 'E-mail' })).toBeTruthy();
    expect((await within(dialog).findByTestId('mail-preview-body-error')).textContent).toContain('Het bericht kon niet worden geladen.');
    expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toBeTruthy();
  });
});
