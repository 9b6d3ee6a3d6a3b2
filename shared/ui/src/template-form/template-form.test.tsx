/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FormField, FormTemplate } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { api, ApiError } from '@app/platform/api';
import { TemplateForm } from './template-form';
import { useTemplateForm } from './use-template-form';
import { KitProviders } from '../testing/kit-providers';

const f = (key: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  key,
  type,
  label: `fields.${key}`,
  required: false,
  editable: true,
  ...extra,
});

/** The texts of the module that hands the form its template: the field labels. */
const HOST_TEXTS = {
  en: {
    fields: {
      first_name: 'First name',
      birth_date: 'Date of birth',
      planning_blockade: 'Planning blockade',
      planning_blockade_remark: 'Planning blockade remark',
      email: 'E-mail',
      city: 'City',
      branch_id: 'Branch',
    },
  },
  nl: {
    fields: {
      first_name: 'Voornaam',
      birth_date: 'Geboortedatum',
      planning_blockade: 'Planningsblokkade',
      planning_blockade_remark: 'Opmerking planningsblokkade',
      email: 'E-mail',
      city: 'Plaats',
      branch_id: 'Vestiging',
    },
  },
};

const template: FormTemplate = {
  name: 'person',
  url: 'person',
  fields: [
    f('first_name', 'text', { required: true }),
    f('birth_date', 'date'),
    f('planning_blockade', 'boolean'),
    f('planning_blockade_remark', 'textarea', {
      show_condition: { depends: 'planning_blockade', equals: { target: 'planning_blockade', value: 1 } },
    }),
    f('email', 'email', { enable_condition: { depends: 'planning_blockade', equals: { target: 'planning_blockade', value: 0 } } }),
    f('city', 'text', { editable: false }),
  ],
};

function Harness({
  form,
  onSubmit,
  record,
  check,
}: {
  form: FormTemplate;
  onSubmit(payload: Record<string, unknown>): Promise<void>;
  record?: Record<string, unknown>;
  check?: (payload: Record<string, unknown>) => Record<string, string>;
}) {
  const state = useTemplateForm({ template: form, record, onSubmit, check });
  return (
    <>
      <TemplateForm state={state} id="f" testId="tf" />
      <button type="submit" form="f">
        save
      </button>
      <span data-testid="dirty">{String(state.form.formState.isDirty)}</span>
    </>
  );
}

function renderForm(
  onSubmit = jest.fn(async (_payload: Record<string, unknown>) => undefined),
  form = template,
  record?: Record<string, unknown>,
  check?: (payload: Record<string, unknown>) => Record<string, string>,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <KitProviders texts={HOST_TEXTS}>
        <Harness form={form} onSubmit={onSubmit} record={record} check={check} />
      </KitProviders>
    </QueryClientProvider>,
  );
  return onSubmit;
}

const input = (key: string) => screen.getByTestId(`tf-${key}`) as HTMLInputElement;
const type = (element: HTMLInputElement, text: string) => fireEvent.change(element, { target: { value: text } });
const save = () => act(async () => void fireEvent.click(screen.getByText('save')));

describe('TemplateForm', () => {
  beforeEach(() => setLocale('en'));

  it('MD-POOL-01: sends what the user typed into a dotted field, nested, beside the loaded value of the other member', async () => {
    const form: FormTemplate = {
      name: 'pool',
      url: 'pool',
      fields: [f('support_texts.admin', 'textarea'), f('support_texts.school', 'textarea')],
    };
    const onSubmit = renderForm(undefined, form, { support_texts: { admin: 'Beheer', school: '' } });
    expect(input('support_texts.admin').value).toBe('Beheer');
    type(input('support_texts.school'), 'Scholen bellen 2');
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ support_texts: { admin: 'Beheer', school: 'Scholen bellen 2' } });
  });

  it('validates every field before submit: the summary and each field message, in en and nl', async () => {
    const onSubmit = renderForm();
    fireEvent.change(input('email'), { target: { value: 'not-an-email' } });
    await save();
    expect(screen.getByTestId('tf-summary').textContent).toBe('Please fix all the validation errors.');
    expect(screen.getByText('The First name field is required.')).toBeTruthy();
    expect(screen.getByText('The E-mail must be a valid email address.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await act(() => setLocale('nl'));
    await save();
    expect(screen.getByTestId('tf-summary').textContent).toBe('Los alle validatiefouten op.');
    expect(screen.getByText('Het veld Voornaam is verplicht.')).toBeTruthy();
  });

  it("checks the payload with the caller's own rules too: every message at once, the caller's winning on its field", async () => {
    const check = jest.fn((payload: Record<string, unknown>) => ({
      ...(payload.city === undefined ? {} : { city: 'never' }),
      ...(payload.first_name ? {} : { first_name: 'Please name the person' }),
      ...(payload.birth_date ? {} : { birth_date: 'Please give a date' }),
    }));
    const onSubmit = renderForm(undefined, template, undefined, check);
    fireEvent.change(input('email'), { target: { value: 'not-an-email' } });
    await save();
    expect(screen.getByText('Please name the person')).toBeTruthy();
    expect(screen.queryByText('The First name field is required.')).toBeNull();
    expect(screen.getByText('Please give a date')).toBeTruthy();
    expect(screen.getByText('The E-mail must be a valid email address.')).toBeTruthy();
    expect(check).toHaveBeenCalledWith(expect.objectContaining({ email: 'not-an-email' }));
    expect(onSubmit).not.toHaveBeenCalled();
    type(input('first_name'), 'Jan');
    type(input('birth_date'), '05-03-1990');
    type(input('email'), 'jan@example.org');
    await save();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Jan', birth_date: '1990-03-05' }));
  });

  it('takes dates as DD-MM-YYYY, drops a date that does not exist, and sends YYYY-MM-DD', async () => {
    const onSubmit = renderForm();
    const date = input('birth_date');
    type(date, '05-03-1990');
    expect(date.value).toBe('05-03-1990');
    // a date that does not exist does not stay (typed section by section it clears on leaving: e2e)
    type(date, '31-02-2020');
    await waitFor(() => expect(date.value).toBe(''));
    type(date, '29-02-2024');
    expect(date.value).toBe('29-02-2024');
    fireEvent.change(input('first_name'), { target: { value: 'Anna' } });
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ first_name: 'Anna', birth_date: '2024-02-29', planning_blockade: 0 });
  });

  it('shows and enables fields by their conditions, sends booleans as 1/0 and leaves disabled and read-only fields out', async () => {
    const onSubmit = renderForm(undefined, template, {
      first_name: 'Anna',
      email: 'anna@school.nl',
      city: 'Utrecht',
      planning_blockade: 0,
    });
    expect(screen.queryByTestId('tf-planning_blockade_remark')).toBeNull();
    expect(input('email').disabled).toBe(false);
    expect(input('city').disabled).toBe(true);
    fireEvent.click(input('planning_blockade'));
    expect(screen.getByTestId('tf-planning_blockade_remark')).toBeTruthy();
    expect(input('email').disabled).toBe(true);
    expect(screen.getByTestId('dirty').textContent).toBe('true');
    fireEvent.change(input('planning_blockade_remark'), { target: { value: 'Langdurig ziek' } });
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ first_name: 'Anna', planning_blockade: 1, planning_blockade_remark: 'Langdurig ziek' });
    // saved: the form is clean again
    expect(screen.getByTestId('dirty').textContent).toBe('false');
  });

  it('puts the 422 errors of the server on their fields', async () => {
    const error = new ApiError(422, {
      errors: { first_name: ['The First name may not be greater than 255 characters.'], 'email.0': ['Invalid email'] },
    });
    renderForm(
      jest.fn(async (_payload: Record<string, unknown>) => Promise.reject(error)),
      template,
      { first_name: 'Anna' },
    );
    await save();
    expect(screen.getByText('The First name may not be greater than 255 characters.')).toBeTruthy();
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(screen.getByTestId('tf-summary').textContent).toBe('Please fix all the validation errors.');
  });

  it('keeps the names of chosen options when a search narrows the list', async () => {
    const branches = [
      { id: 7, name: 'De Regenboog' },
      { id: 8, name: 'Het Kompas' },
    ];
    const spy = jest.spyOn(api, 'get').mockImplementation(async (_path: string, options?: { query?: Record<string, unknown> }) => {
      const search = String(options?.query?.['inputs[branches][search]'] ?? '').toLowerCase();
      return { data: { branches: branches.filter((b) => b.name.toLowerCase().includes(search)) }, meta: {} } as never;
    });
    const form: FormTemplate = { name: 'x', url: 'x', fields: [f('branch_id', 'multiselect', { get_key: 'branches' })] };
    renderForm(undefined, form, { branch_id: [7] });
    await waitFor(() => expect(screen.getByText('De Regenboog')).toBeTruthy());
    fireEvent.focus(input('branch_id'));
    fireEvent.change(input('branch_id'), { target: { value: 'kom' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Het Kompas']), { timeout: 3000 });
    // the typed search stays, and the chosen branch, no longer among the options, keeps its name on its chip
    expect(input('branch_id').value).toBe('kom');
    expect(screen.getByText('De Regenboog').closest('.MuiChip-root')).toBeTruthy();
    spy.mockRestore();
  });

  it('feeds a dependent select from the inputs endpoint with the parent value and clears it when the parent changes', async () => {
    const calls: string[] = [];
    const spy = jest.spyOn(api, 'get').mockImplementation(async (path: string, options?: { query?: Record<string, unknown> }) => {
      calls.push(`${path} ${JSON.stringify(options?.query)}`);
      return {
        data: {
          branch_types: [
            { id: 1, name: 'Bestuur' },
            { id: 2, name: 'School' },
          ],
          branches: [{ id: 7, name: 'De Regenboog' }],
        },
        meta: {},
      } as never;
    });
    const form: FormTemplate = {
      name: 'x',
      url: 'x',
      fields: [
        f('branch_type_id', 'select', { get_key: 'branch_types' }),
        f('branch_id', 'select', { get_key: 'branches', depends_on: 'branch_type_id' }),
      ],
    };
    const onSubmit = renderForm(undefined, form, { branch_type_id: 2, branch_id: 7 });
    await waitFor(() => expect(calls).toContain('/inputs {"inputs[branches][search]":"","inputs[branches][option]":"2"}'));
    await waitFor(() => expect(input('branch_id').value).toBe('De Regenboog'));
    fireEvent.mouseDown(input('branch_type_id'));
    fireEvent.click(await screen.findByRole('option', { name: 'Bestuur' }));
    await waitFor(() => expect(input('branch_id').value).toBe(''));
    await waitFor(() => expect(calls).toContain('/inputs {"inputs[branches][search]":"","inputs[branches][option]":"1"}'));
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ branch_type_id: 1, branch_id: null });
    spy.mockRestore();
  });
});
