/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { renderWithProviders, signInAsSysadmin } from '../../testing/fake-api';
import { PersonReportTab } from './person-report-tab';

describe('PersonReportTab', () => {
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    signInAsSysadmin();
  });

  it('says what the PDF holds and shows a failed download', async () => {
    const fetchMock = jest.fn(async () => new Response('nope', { status: 500 }));
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      renderWithProviders(<PersonReportTab id={5} />);
      expect(screen.getByText("The person's details, contracts and other data as a PDF.")).toBeTruthy();
      fireEvent.click(screen.getByTestId('person-report-download'));
      expect(await screen.findByText('The PDF could not be made. Try again later.')).toBeTruthy();
      expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/person/5/report');
    } finally {
      globalThis.fetch = original;
    }
  });
});
