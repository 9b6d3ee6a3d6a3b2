/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { fakeApi, renderWithProviders } from '../../testing/fake-api';
import { BranchPersonsTab } from './branch-persons-tab';
import { BranchSettingsTab } from './branch-settings-tab';

const personList = {
  key: 'person',
  elements: {
    columns: [
      { label: 'fields.name', value: 'full_name', column_code: 'full_name', sortable: true, element: 'single-line-component' },
      {
        label: 'fields.birth_date',
        value: 'birth_date',
        column_code: 'birth_date',
        sortable: true,
        element: 'single-line-component',
        format: 'date',
      },
      {
        label: 'fields.gender',
        value: 'gender',
        column_code: 'gender',
        sortable: true,
        element: 'single-line-component',
        format: 'option',
        option_prefix: 'genders',
      },
      { label: 'list.actions', value: 'actions', column_code: 'actions', sortable: false, element: 'list-actions', actions: ['preview'] },
    ],
  },
};

describe('branch popup tabs', () => {
  beforeAll(() => setLocale('en'));

  it('lists the persons of the branch with the person list columns; a row opens the person', async () => {
    const calls = fakeApi({
      'GET /template-page/person': () => ({ data: personList }),
      'GET /person': () => ({ data: [{ id: 12, full_name: 'Iris Invaller', birth_date: '1990-03-05', gender: 'female' }] }),
    });
    renderWithProviders(<BranchPersonsTab id={7} />);
    const row = await screen.findByTestId('branch-persons-row-12');
    expect(row.textContent).toBe('Iris Invaller05-03-1990Female');
    expect(screen.queryByText('Actions')).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/person?filters[branch][]=7&itemsPerPage=-1'))).toBe(true);
    fireEvent.click(row);
    expect(window.location.pathname).toBe('/person/12');
  });

  it('says so when nobody works at the branch', async () => {
    fakeApi({ 'GET /template-page/person': () => ({ data: personList }), 'GET /person': () => ({ data: [] }) });
    renderWithProviders(<BranchPersonsTab id={7} />);
    expect((await screen.findByTestId('branch-persons-empty')).textContent).toBe('No persons with a contract at this branch.');
  });

  it("links the settings tab to the branch's own settings", async () => {
    renderWithProviders(<BranchSettingsTab id={7} />);
    const link = screen.getByTestId('branch-settings-open');
    expect(link.getAttribute('href')).toBe('/settings?branch=7');
    fireEvent.click(link);
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/settings?branch=7'));
  });
});
