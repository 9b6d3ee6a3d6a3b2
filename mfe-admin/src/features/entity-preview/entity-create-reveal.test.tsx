/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ListTemplate } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { fakeApi, renderWithProviders } from '../../testing/fake-api';
import { EntityCreatePopup } from './entity-create-popup';

const TOKEN = 'q3K9x-7b_Vt2mZ0pLw8sYc4nR1aE6uJ5hG0dF3kT9oA';
const list = { key: 'data-supplier', form_name: 'data-supplier', minimal_popup: true } as ListTemplate;
const form = (reveal_once?: string) => ({
  name: 'data-supplier',
  url: 'data-supplier',
  fields: [{ key: 'name', type: 'text', label: 'fields.name', required: true, editable: true }],
  ...(reveal_once ? { reveal_once } : {}),
});

describe('EntityCreatePopup with a reveal_once field', () => {
  beforeAll(() => setLocale('en'));

  async function create(revealOnce?: string) {
    fakeApi({
      'GET /template/data-supplier': () => ({ data: form(revealOnce) }),
      'POST /data-supplier': () => ({ data: { id: 9, name: 'Salarisadministratie', auth_token: TOKEN } }),
    });
    const onCreated = jest.fn();
    const unsaved = { isDirty: () => false, setDirty: jest.fn(), confirmLeave: async () => true };
    renderWithProviders(<EntityCreatePopup list={list} unsaved={unsaved} onClose={jest.fn()} onCreated={onCreated} />);
    fireEvent.change(await screen.findByTestId('entity-form-name'), { target: { value: 'Salarisadministratie' } });
    await act(async () => void fireEvent.click(screen.getByTestId('entity-form-save')));
    return onCreated;
  }

  it('shows the token once after the create and opens the record only when the user is done', async () => {
    const onCreated = await create('auth_token');
    expect(((await screen.findByTestId('reveal-once-value')) as HTMLInputElement).value).toBe(TOKEN);
    expect(onCreated).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('reveal-once-done'));
    expect(onCreated).toHaveBeenCalledWith(9);
  });

  it('opens the record at once when the form names no such field', async () => {
    const onCreated = await create();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(9));
    expect(screen.queryByTestId('reveal-once-dialog')).toBeNull();
  });
});
