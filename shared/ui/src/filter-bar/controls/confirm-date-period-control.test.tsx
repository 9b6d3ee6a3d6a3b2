/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FilterTemplate } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { FilterBar } from '../filter-bar';
import type { AppliedFilter } from '../filter-types';
import { KitProviders } from '../../testing/kit-providers';

const template: FilterTemplate = {
  id: 'person_filter',
  filter_params: [
    {
      key: 'birth_date',
      type: 'date_period_component',
      label: 'filter_bar.labels.birth_date',
      confirm_dates: true,
      elements: {
        from: { key: 'born_from', label: 'filter_bar.labels.born_from' },
        to: { key: 'born_to', label: 'filter_bar.labels.born_to' },
      },
    },
  ],
};

let applied: AppliedFilter[];
const input = (part: string) => screen.getByTestId(`bar-filter-birth_date-${part}`) as HTMLInputElement;

beforeAll(() => setLocale('en'));
beforeEach(() => {
  localStorage.clear();
  applied = [];
  render(
    <KitProviders>
      <FilterBar
        template={template}
        onApply={(a) => applied.push(a)}
        loadOptions={async () => []}
        loadPeriod={async () => null}
        testId="bar"
        automaticSearch
      />
    </KitProviders>,
  );
});

describe('the older date picker (FILTER-07)', () => {
  it('applies from and to together only on OK', async () => {
    await waitFor(() => expect(applied).toHaveLength(1));
    fireEvent.change(input('from'), { target: { value: '01-01-1980' } });
    fireEvent.change(input('to'), { target: { value: '31-12-1990' } });
    expect(applied).toHaveLength(1);
    expect(screen.getByTestId('bar-filter-birth_date-ok').textContent).toBe('OK');
    fireEvent.click(screen.getByTestId('bar-filter-birth_date-ok'));
    await waitFor(() => expect(applied).toHaveLength(2));
    expect(applied[1]).toEqual({ filters: { born_from: '1980-01-01', born_to: '1990-12-31' }, search: '' });
  });

  it('Cancel puts back the applied dates and applies nothing', async () => {
    await waitFor(() => expect(applied).toHaveLength(1));
    fireEvent.change(input('from'), { target: { value: '01-01-1980' } });
    fireEvent.change(input('to'), { target: { value: '31-12-1990' } });
    fireEvent.click(screen.getByTestId('bar-filter-birth_date-ok'));
    await waitFor(() => expect(applied).toHaveLength(2));
    fireEvent.change(input('from'), { target: { value: '05-05-2001' } });
    fireEvent.change(input('to'), { target: { value: '05-05-2002' } });
    expect(screen.getByTestId('bar-filter-birth_date-cancel').textContent).toBe('Cancel');
    fireEvent.click(screen.getByTestId('bar-filter-birth_date-cancel'));
    expect(input('from').value).toBe('01-01-1980');
    expect(input('to').value).toBe('31-12-1990');
    expect(applied).toHaveLength(2);
    expect((screen.getByTestId('bar-filter-birth_date-ok') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('FORM-06: the range OK emits', () => {
  afterAll(() => setLocale('en'));

  it.each(['en', 'nl'] as const)('FORM-06 emits a reversed range sorted (%s)', async (locale) => {
    await act(() => setLocale(locale));
    await waitFor(() => expect(applied).toHaveLength(1));
    fireEvent.change(input('from'), { target: { value: '31-12-1990' } });
    fireEvent.change(input('to'), { target: { value: '01-01-1980' } });
    fireEvent.click(screen.getByTestId('bar-filter-birth_date-ok'));
    await waitFor(() => expect(applied).toHaveLength(2));
    expect(applied[1]).toEqual({ filters: { born_from: '1980-01-01', born_to: '1990-12-31' }, search: '' });
    expect(input('from').value).toBe('01-01-1980');
    expect(input('to').value).toBe('31-12-1990');
  });

  it('FORM-06 emits null for both ends when one is missing', async () => {
    await waitFor(() => expect(applied).toHaveLength(1));
    fireEvent.change(input('from'), { target: { value: '01-01-1980' } });
    fireEvent.change(input('to'), { target: { value: '31-12-1990' } });
    fireEvent.click(screen.getByTestId('bar-filter-birth_date-ok'));
    await waitFor(() => expect(applied).toHaveLength(2));
    fireEvent.change(input('to'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('bar-filter-birth_date-ok'));
    await waitFor(() => expect(applied).toHaveLength(3));
    expect(applied[2]).toEqual({ filters: {}, search: '' });
    expect(input('from').value).toBe('');
  });
});
