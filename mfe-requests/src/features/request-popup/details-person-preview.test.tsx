/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { fakeApi } from '@app/ui/testing';
import { renderRequests, requestView, signIn } from '../../testing/render';
import { DetailsTab } from './details-tab';

describe("the Details tab's person names", () => {
  beforeEach(() => {
    signIn();
    fakeApi({
      'GET /person/9/preview': () => ({
        data: {
          id: 9,
          full_name: 'Anna de Vries',
          initials: 'AV',
          telephone: '030 765 4321',
          mobile: null,
          email: 'anna@demo.invalpool.nl',
        },
      }),
    });
  });

  it("PLT-DLG-02 opens the absentee's person preview from the name, without the popup link for a planner without PERSON_VIEW", async () => {
    setLocale('en');
    renderRequests(<DetailsTab request={requestView()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the contact details of Anna de Vries' }));
    const dialog = await screen.findByTestId('person-preview');
    expect((await within(dialog).findByTestId('person-preview-telephone')).getAttribute('href')).toBe('tel:0307654321');
    expect(within(dialog).getByTestId('person-preview-email').getAttribute('href')).toBe('mailto:anna@demo.invalpool.nl');
    expect(within(dialog).queryByTestId('person-preview-open')).toBeNull();
  });
});
