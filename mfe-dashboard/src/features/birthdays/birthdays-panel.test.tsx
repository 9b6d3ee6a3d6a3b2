/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { ExtraPermission as E, type BirthdayPerson } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { fakeApi } from '@app/ui/testing';
import { renderDashboard, signIn } from '../../testing/render';
import { BirthdaysPanel } from './birthdays-panel';

const person = (id: number, full_name: string, date: string, age: number, today: boolean): BirthdayPerson => ({
  id,
  initials: full_name[0]!,
  image: id === 1 ? `/person/${id}/image/s` : null,
  full_name,
  function_types: id === 2 ? ['LIO'] : [],
  age,
  date,
  today,
});

describe('the birthdays panel', () => {
  beforeAll(() => setLocale('en'));
  beforeEach(() => signIn([E.DASHBOARD_BIRTHDAYS]));

  it("lists the birthdays soonest first with the age, and celebrates today's once", async () => {
    fakeApi({
      'GET /person/birthdays': () => ({
        data: {
          enabled: true,
          persons: [person(1, 'Anna April', '2026-11-21', 36, true), person(2, 'Fenna de Vries', '2026-11-23', 34, false)],
        },
      }),
    });
    const onToday = jest.fn(async () => undefined);
    renderDashboard(<BirthdaysPanel onToday={onToday} />);
    expect(screen.getByTestId('birthdays-panel-loading')).toBeTruthy();
    const anna = await screen.findByTestId('birthday-1');
    expect(anna.textContent).toContain('Turns 36 today');
    expect(anna.textContent).toContain('Congratulations!');
    expect(anna.dataset.today).toBe('true');
    expect(screen.getByTestId('birthday-2').textContent).toContain('Turns 34 on 23-11-2026 · LIO');
    await waitFor(() => expect(onToday).toHaveBeenCalledTimes(1));
  });

  it('shows the photo of a person who has one, fetched with the session, and the letters of first name and surname of one who has none, asking for no photo', async () => {
    const created = jest.fn((_blob: Blob) => 'blob:photo-1');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    const calls = fakeApi({
      'GET /person/birthdays': () => ({
        data: {
          enabled: true,
          persons: [person(1, 'Anna April', '2026-11-21', 36, false), person(2, 'Fenna de Vries', '2026-11-23', 34, false)],
        },
      }),
      'GET /person/1/image/s': () => ({ file: photo }),
    });
    renderDashboard(<BirthdaysPanel onToday={async () => undefined} />);
    await waitFor(() => expect(screen.getByTestId('person-avatar-1').dataset.photo).toBe('yes'));
    expect(created).toHaveBeenCalledWith(photo);
    expect(screen.getByRole('img', { name: 'Anna April' }).getAttribute('src')).toBe('blob:photo-1');
    expect(screen.getByTestId('person-avatar-2').dataset.photo).toBe('no');
    expect(screen.getByTestId('person-avatar-2').textContent).toBe('FV');
    expect(calls.some((c) => c.url.startsWith('/api/person/2/image/s'))).toBe(false);
  });

  it('says so when nobody has a birthday, and does not celebrate', async () => {
    fakeApi({ 'GET /person/birthdays': () => ({ data: { enabled: true, persons: [] } }) });
    const onToday = jest.fn(async () => undefined);
    renderDashboard(<BirthdaysPanel onToday={onToday} />);
    expect((await screen.findByTestId('birthdays-panel-empty')).textContent).toBe('No birthdays in the coming days.');
    expect(onToday).not.toHaveBeenCalled();
  });
});
