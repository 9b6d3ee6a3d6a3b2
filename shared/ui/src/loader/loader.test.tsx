/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { dialogStore } from '@app/ui/dialog-store';
import { GlobalDialogs } from '../dialogs/global-dialogs';
import { KitProviders } from '../testing/kit-providers';
import { Loader } from './loader';

// axe's aria-progressbar-name: a spinner without a name is a serious finding (it showed on the
// dashboard while it loaded)
describe('the spinners have a name', () => {
  beforeAll(() => setLocale('en'));

  test('the loader is one progressbar named Loading…', () => {
    render(
      <KitProviders>
        <Loader />
      </KitProviders>,
    );
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual(['Loading…']);
  });

  test('the global loader is named in Dutch too', () => {
    setLocale('nl');
    dialogStore.setState({ loading: 1 });
    render(
      <KitProviders>
        <GlobalDialogs />
      </KitProviders>,
    );
    expect(screen.getByRole('progressbar', { hidden: true }).getAttribute('aria-label')).toBe('Laden…');
    dialogStore.setState({ loading: 0 });
    setLocale('en');
  });
});
