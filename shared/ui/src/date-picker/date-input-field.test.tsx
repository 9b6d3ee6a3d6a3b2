/** @jest-environment jsdom */
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { KitProviders } from '../testing/kit-providers';
import { DateInputField } from './date-input-field';

function Harness({ initial, seen }: { initial: string | null; seen: (value: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateInputField
      label="Start"
      value={value}
      onChange={(next) => {
        setValue(next);
        seen(next);
      }}
      testId="start"
    />
  );
}

const hidden = () => screen.getByTestId('start') as HTMLInputElement;

async function openCalendar() {
  fireEvent.click(screen.getByRole('button', { name: /datum|date/i }));
  return screen.findByRole('grid');
}

describe('DateInputField (FORM-06)', () => {
  afterEach(() => act(() => setLocale('nl')));

  it('shows an API date as DD-MM-YYYY and hands a typed one back as YYYY-MM-DD', async () => {
    await act(() => setLocale('nl'));
    const seen = jest.fn();
    render(
      <KitProviders>
        <Harness initial="2027-02-09" seen={seen} />
      </KitProviders>,
    );
    expect(hidden().value).toBe('09-02-2027');
    fireEvent.change(hidden(), { target: { value: '01-03-2027' } });
    await waitFor(() => expect(seen).toHaveBeenLastCalledWith('2027-03-01'));
    expect(hidden().value).toBe('01-03-2027');
    fireEvent.change(hidden(), { target: { value: '' } });
    await waitFor(() => expect(seen).toHaveBeenLastCalledWith(null));
  });

  it('opens a calendar whose weeks start on Monday, in Dutch and in English', async () => {
    await act(() => setLocale('nl'));
    const { unmount } = render(
      <KitProviders>
        <Harness initial="2027-02-09" seen={jest.fn()} />
      </KitProviders>,
    );
    let grid = await openCalendar();
    const dutchDays = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.getAttribute('aria-label') ?? h.textContent);
    expect(dutchDays[0]).toMatch(/^maandag$/i);
    expect(screen.getByText(/februari 2027/i)).toBeTruthy();
    unmount();
    await act(() => setLocale('en'));
    render(
      <KitProviders>
        <Harness initial="2027-02-09" seen={jest.fn()} />
      </KitProviders>,
    );
    grid = await openCalendar();
    const englishDays = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.getAttribute('aria-label') ?? h.textContent);
    expect(englishDays[0]).toMatch(/^monday$/i);
    expect(screen.getByText(/february 2027/i)).toBeTruthy();
  });

  it.each(['nl', 'en'] as const)('FORM-06 clears a typed date that does not exist (%s)', async (locale) => {
    await act(() => setLocale(locale));
    const seen = jest.fn();
    render(
      <KitProviders>
        <Harness initial="2027-02-09" seen={seen} />
      </KitProviders>,
    );
    fireEvent.change(hidden(), { target: { value: '31-02-2027' } });
    await waitFor(() => expect(seen).toHaveBeenLastCalledWith(null));
    fireEvent.blur(hidden());
    await waitFor(() => expect(hidden().value).toBe(''));
  });
});
