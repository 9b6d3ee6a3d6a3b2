/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RecordAdditionalFields } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { renderWithKit } from '../entity-list/testing/render-list';
import { fakeApi } from '../testing/fake-api';
import { OtherDataPanel } from './other-data-panel';

const held: RecordAdditionalFields = {
  can_edit: true,
  fields: [
    { id: 1, key: 'start', label: 'Startdatum', type: 'date', required: false, min: null, max: null, value: '2026-03-01' },
    { id: 2, key: 'urgent', label: 'Spoed', type: 'bool', required: false, min: null, max: null, value: false },
    { id: 3, key: 'hours', label: 'Uren per week', type: 'integer', required: true, min: 1, max: 40, value: 12 },
  ],
};

describe('OtherDataPanel (ADR 0106)', () => {
  beforeAll(() => setLocale('nl'));
  afterAll(() => setLocale('en'));

  it("loads a request's other data, saves it typed and shows a refused value under its field", async () => {
    let refuse = false;
    const calls = fakeApi({
      'GET /request/12/additional-fields': () => ({ data: held }),
      'PUT /request/12/additional-fields': () =>
        refuse
          ? { status: 422, meta: { errors: { hours: ['The Uren per week may not be greater than 40.'] } } }
          : { data: { ...held, fields: held.fields.map((f) => (f.key === 'urgent' ? { ...f, value: true } : f)) } },
    });
    renderWithKit(<OtherDataPanel path="/request/12/additional-fields" testId="request-other-data" />);
    expect(screen.getByTestId('request-other-data-loading')).toBeTruthy();
    expect(((await screen.findByTestId('request-other-data-start')) as HTMLInputElement).value).toBe('01-03-2026');
    fireEvent.click(screen.getByTestId('request-other-data-urgent'));
    fireEvent.click(screen.getByTestId('request-other-data-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ values: { start: '2026-03-01', urgent: true, hours: '12' } }),
    );
    expect(await screen.findByText('De overige gegevens zijn opgeslagen.')).toBeTruthy();
    refuse = true;
    fireEvent.change(screen.getByTestId('request-other-data-hours'), { target: { value: '41' } });
    fireEvent.click(screen.getByTestId('request-other-data-save'));
    expect(await screen.findByText('The Uren per week may not be greater than 40.')).toBeTruthy();
  });

  it('is read only while another holds the lock, says when the pool has no fields, and offers a retry after an error', async () => {
    fakeApi({ 'GET /request/12/additional-fields': () => ({ data: held }) });
    const locked = renderWithKit(<OtherDataPanel path="/request/12/additional-fields" testId="request-other-data" readOnly />);
    expect(((await screen.findByTestId('request-other-data-hours')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('request-other-data-save')).toBeNull();
    locked.unmount();

    fakeApi({ 'GET /request/13/additional-fields': () => ({ data: { can_edit: true, fields: [] } }) });
    const empty = renderWithKit(<OtherDataPanel path="/request/13/additional-fields" testId="request-other-data" />);
    expect((await screen.findByTestId('request-other-data-empty')).textContent).toBe('De pool heeft geen extra velden voor dit item.');
    empty.unmount();

    let fail = true;
    fakeApi({
      'GET /request/14/additional-fields': () =>
        fail ? { status: 500, meta: { messages: [{ type: 'error', title: 'Fout', message: 'Kapot' }] } } : { data: held },
    });
    renderWithKit(<OtherDataPanel path="/request/14/additional-fields" testId="request-other-data" />);
    expect((await screen.findByTestId('request-other-data-error')).textContent).toContain('Kapot');
    fail = false;
    fireEvent.click(screen.getByTestId('request-other-data-retry'));
    expect(await screen.findByTestId('request-other-data-hours')).toBeTruthy();
  });
});
