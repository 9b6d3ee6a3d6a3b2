/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormField, FormTemplate } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { fakeApi, type FakeCall } from '@app/ui/testing';
import { NOVEMBER } from '../../testing/fixtures';
import { renderRequests, requestView, signIn } from '../../testing/render';
import { CreateRequestPopup } from './create-request-popup';

const field = (key: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  key,
  type,
  label: `fields.${key}`,
  required: false,
  editable: true,
  ...extra,
});

/** The request form as the service's template names it. */
const FORM: FormTemplate = {
  name: 'request',
  url: 'request',
  fields: [
    field('branch', 'select', { get_key: 'branches', required: true }),
    field('schedule', 'select', { get_key: 'schedules', depends_on: 'branch', required: true }),
    field('absentee_person', 'select', { get_key: 'persons' }),
    field('reason_for_absence', 'select', { get_key: 'reasons_for_absence', required: true }),
    field('general_remark', 'textarea'),
  ],
};

const INPUTS: Record<string, unknown[]> = {
  branches: [{ id: 2, name: 'De Regenboog' }],
  schedules: [{ id: 5, name: 'Rooster 2026-2027' }],
  persons: [{ id: 9, name: 'Anna de Vries' }],
  reasons_for_absence: [
    { id: 3, name: 'Ziekte', absentee_required: true },
    { id: 4, name: 'Vacature', absentee_required: false },
  ],
};

const input = (key: string) => screen.getByTestId(`create-form-${key}`) as HTMLInputElement;
const day = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`)!;

async function choose(key: string, name: string) {
  fireEvent.mouseDown(input(key));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('the create request stepper', () => {
  let calls: FakeCall[];
  let created: { status: number; meta: Record<string, unknown> } | null;
  let added: { status: number; meta: Record<string, unknown> } | null;
  const onCreated = jest.fn();
  let sicknessChoice: string;

  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    signIn();
    onCreated.mockReset();
    created = null;
    added = null;
    sicknessChoice = 'off';
    calls = fakeApi({
      'GET /template/request': () => ({ data: FORM }),
      'GET /inputs': (call) => {
        const key = /inputs\[(\w+)\]/.exec(call.url)?.[1] ?? '';
        return { data: { [key]: INPUTS[key] ?? [] } };
      },
      'GET /request/calendar-context': () => ({
        // the schedule works Monday to Thursday, mornings only on Wednesday; the absentee is already absent on Tuesday 24th
        data: {
          ...NOVEMBER,
          week_schedule: [1, 2, 4].flatMap((d) => [1, 2].map((p) => ({ week_day: d, daypart: p }))).concat([{ week_day: 3, daypart: 1 }]),
          absentee: { dates: ['2026-11-24'], setting: 'warn' },
          sickness_notification: sicknessChoice,
        },
      }),
      'POST /request/43/dates': () =>
        added ?? {
          data: { request: requestView({ id: 43, number: 43 }), dayparts: [] },
          meta: { messages: [{ type: 'warning', title: 'Warning', message: 'The person is already reported absent on another request.' }] },
        },
      'POST /request/43/payroll-notification': () => ({ data: { id: 1 } }),
      'POST /request': () => created ?? { data: requestView({ id: 43, number: 43 }) },
    });
  });

  const open = () =>
    renderRequests(
      <CreateRequestPopup
        unsaved={{ isDirty: () => false, setDirty: () => undefined, confirmLeave: async () => true }}
        onClose={() => undefined}
        onCreated={onCreated}
      />,
    );

  async function fillRequestData(absentee = true) {
    await screen.findByTestId('create-form-branch');
    await choose('branch', 'De Regenboog');
    await choose('schedule', 'Rooster 2026-2027');
    if (absentee) await choose('absentee_person', 'Anna de Vries');
    await choose('reason_for_absence', 'Ziekte');
  }

  it('checks the request data with the service rules: the schedule, the absentee unless the reason says otherwise', async () => {
    open();
    await screen.findByTestId('create-form-branch');
    await act(async () => void fireEvent.click(screen.getByTestId('create-next')));
    const form = screen.getByTestId('create-step-data');
    expect(within(form).getByText('Please select schedule')).toBeTruthy();
    expect(within(form).getByText('The Absentee Person field is required.')).toBeTruthy();
    expect(within(form).getByTestId('create-form-summary').textContent).toBe('Please fix all the validation errors.');

    await choose('branch', 'De Regenboog');
    await choose('schedule', 'Rooster 2026-2027');
    await choose('reason_for_absence', 'Vacature');
    await act(async () => void fireEvent.click(screen.getByTestId('create-next')));
    // a vacancy needs no absentee: the dayparts step opens
    expect(await screen.findByTestId('create-step-dayparts')).toBeTruthy();
  });

  it('picks days on the schedule calendar, offers only the dayparts the schedule works, and says when none are left', async () => {
    open();
    await fillRequestData();
    await act(async () => void fireEvent.click(screen.getByTestId('create-next')));
    await screen.findByTestId('create-step-dayparts');
    expect(calls.find((c) => c.url.startsWith('/api/request/calendar-context'))!.url).toContain('branch=2&schedule=5&absentee_person=9');

    fireEvent.click(screen.getByTestId('create-next'));
    expect(screen.getByTestId('create-dayparts-error').textContent).toBe('Select at least one daypart.');

    // Friday is off the schedule: it cannot be picked
    fireEvent.click(day('2026-11-27'));
    fireEvent.click(day('2026-11-24'));
    fireEvent.click(day('2026-11-25'));
    expect(screen.getByTestId('create-chosen-count').textContent).toBe('2 days, 3 dayparts');
    expect(screen.getByTestId('create-absent-warning').textContent).toContain(
      'The person is already reported absent on another request. (24-11-2026)',
    );

    fireEvent.click(within(screen.getByTestId('create-choice-2')).getByRole('radio'));
    fireEvent.click(screen.getByTestId('create-next'));
    expect(screen.getByTestId('create-dayparts-error').textContent).toBe('No dates found in schedule for: 25-11-2026');
    fireEvent.click(day('2026-11-24'));
    fireEvent.click(screen.getByTestId('create-next'));
    expect(screen.getByTestId('create-dayparts-error').textContent).toBe('No dates found in the schedule.');
  });

  it("REQ-CREATE-04: saves the request, then its dayparts with action 'add', then notifies the payroll system, and goes to matching", async () => {
    open();
    await fillRequestData();
    await act(async () => void fireEvent.click(screen.getByTestId('create-next')));
    await screen.findByTestId('create-step-dayparts');
    fireEvent.click(day('2026-11-23'));
    fireEvent.click(day('2026-11-25'));
    fireEvent.click(screen.getByTestId('create-next'));
    expect((await screen.findByTestId('create-summary')).textContent).toBe('3 dayparts on 2 days, from 23-11-2026 to 25-11-2026.');
    fireEvent.click(screen.getByTestId('create-payroll'));
    expect((screen.getByTestId('create-payroll-from') as HTMLInputElement).value).toBe('23-11-2026');
    fireEvent.click(screen.getByTestId('create-save-matching'));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 43 }), true));
    // the spec's three calls, in order
    expect(
      calls.filter((c) => c.method === 'POST' && c.url.startsWith('/api/request')).map((c) => new URL(c.url, 'http://x').pathname),
    ).toEqual(['/api/request', '/api/request/43/dates', '/api/request/43/payroll-notification']);
    expect(calls.find((c) => c.method === 'POST' && c.url.startsWith('/api/request?'))!.body).toEqual({
      branch: 2,
      schedule: 5,
      absentee_person: 9,
      reason_for_absence: 3,
      template_alias: 'create',
    });
    expect(calls.find((c) => c.url.startsWith('/api/request/43/dates'))!.body).toEqual({
      action: 'add',
      dayparts: { '2026-11-23': [1, 2], '2026-11-25': [1] },
    });
    expect(calls.find((c) => c.url.startsWith('/api/request/43/payroll-notification'))!.body).toEqual({ dateFrom: '2026-11-23' });
    expect(screen.getAllByTestId('create-request-toast').map((t) => t.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('The person is already reported absent on another request.'),
        expect.stringContaining('Request #43 was created.'),
      ]),
    );
  });

  it("MD-SET-08: the sickness notification's tick follows the branch's choice and goes with the request", async () => {
    const saveWith = async (choice: string, click: boolean) => {
      sicknessChoice = choice;
      calls.length = 0;
      open();
      await fillRequestData();
      await act(async () => void fireEvent.click(screen.getByTestId('create-next')));
      await screen.findByTestId('create-step-dayparts');
      fireEvent.click(day('2026-11-23'));
      fireEvent.click(screen.getByTestId('create-next'));
      await screen.findByTestId('create-summary');
      const tick = screen.queryByTestId('create-sickness-notification') as HTMLInputElement | null;
      const shown = tick ? { checked: tick.checked, disabled: tick.disabled } : null;
      if (click && tick) fireEvent.click(tick);
      fireEvent.click(screen.getByTestId('create-save'));
      await waitFor(() => expect(onCreated).toHaveBeenCalled());
      onCreated.mockReset();
      const body = calls.find((c) => c.method === 'POST' && c.url.startsWith('/api/request?'))!.body as Record<string, unknown>;
      cleanup();
      return { shown, sent: body.send_sickness_notification };
    };
    expect(await saveWith('default_on', false)).toEqual({ shown: { checked: true, disabled: false }, sent: true });
    expect(await saveWith('default_on', true)).toEqual({ shown: { checked: true, disabled: false }, sent: false });
    expect(await saveWith('default_off', true)).toEqual({ shown: { checked: false, disabled: false }, sent: true });
    // always_on: ticked and fixed, the service sends it anyway; off: no tick
    expect(await saveWith('always_on', false)).toEqual({ shown: { checked: true, disabled: true }, sent: undefined });
    expect(await saveWith('off', false)).toEqual({ shown: null, sent: undefined });
    await act(() => setLocale('nl'));
    sicknessChoice = 'default_on';
    open();
    await fillRequestData();
    await act(async () => void fireEvent.click(screen.getByTestId('create-next')));
    await screen.findByTestId('create-step-dayparts');
    fireEvent.click(day('2026-11-23'));
    fireEvent.click(screen.getByTestId('create-next'));
    expect(await screen.findByText('Ziekmelding versturen naar de school')).toBeTruthy();
    cleanup();
    await act(() => setLocale('en'));
  });

  it("puts the service's refusal back on its step and keeps everything typed and picked", async () => {
    created = { status: 422, meta: { errors: { schedule: ['Please select schedule'] } } };
    open();
    await fillRequestData();
    await act(async () => void fireEvent.click(screen.getByTestId('create-next')));
    await screen.findByTestId('create-step-dayparts');
    fireEvent.click(day('2026-11-23'));
    fireEvent.click(screen.getByTestId('create-next'));
    fireEvent.click(await screen.findByTestId('create-save'));
    expect(await screen.findByText('Please select schedule')).toBeTruthy();
    expect(screen.getByTestId('create-data-refused')).toBeTruthy();
    expect(input('branch').value).toBe('De Regenboog');
    expect(onCreated).not.toHaveBeenCalled();
    await act(async () => void fireEvent.click(screen.getByTestId('create-next')));
    await screen.findByTestId('create-step-dayparts');
    expect(screen.getByTestId('create-chosen-count').textContent).toBe('1 days, 2 dayparts');
  });

  it('REQ-CREATE-04: refused dayparts go back to their step, and the next save adds them to the saved request without a second one', async () => {
    added = { status: 422, meta: { errors: { dayparts: ['No dates found in the schedule.'] } } };
    open();
    await fillRequestData();
    await act(async () => void fireEvent.click(screen.getByTestId('create-next')));
    await screen.findByTestId('create-step-dayparts');
    fireEvent.click(day('2026-11-23'));
    fireEvent.click(screen.getByTestId('create-next'));
    fireEvent.click(await screen.findByTestId('create-save'));
    expect(await screen.findByText('No dates found in the schedule.')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
    added = null;
    fireEvent.click(screen.getByTestId('create-next'));
    fireEvent.click(await screen.findByTestId('create-save'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 43 }), false));
    expect(
      calls.filter((c) => c.method === 'POST' && c.url.startsWith('/api/request')).map((c) => new URL(c.url, 'http://x').pathname),
    ).toEqual(['/api/request', '/api/request/43/dates', '/api/request/43/dates']);
  });
});
