import { useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { payrollNotificationSchema, WEEKDAYS_ONLY, type DaypartActionResult, type FormTemplate, type RequestView } from '@app/contracts';
import { apiProblem } from '@app/platform/api';
import { toast, toastWarnings } from '@app/ui/dialog-store';
import { entityListKey } from '@app/ui/entity-list';
import { fetchInputOptions, useTemplateForm } from '@app/ui/template-form';
import { requestApi, requestKeys } from '../../lib/request-api';
import { schemaErrors } from '../../lib/schema-errors';
import { chosenDayparts, daypartsProblem, requestDataProblems, type DaypartChoice, type ReasonOption } from './create-rules';

const NO_DAYS: ReadonlySet<string> = new Set();

/** What the calendar context depends on: a new branch, schedule or absentee starts the day selection afresh. */
const contextKey = (data: Record<string, unknown> | null) =>
  data ? { branch: data.branch, schedule: data.schedule, absentee_person: data.absentee_person ?? undefined } : null;

export interface SaveOutcome {
  request: RequestView;
  /** the payroll notification was asked and refused: the request is saved all the same */
  payrollFailed: boolean;
}

/**
 * The state of the create stepper (REQ-CREATE-01..11): the request data in the request form,
 * checked with the contract's schema; the days on the calendar of the chosen schedule with the
 * dayparts it offers; and the save in the spec's three calls (REQ-CREATE-04): the request, then its
 * dayparts with action 'add', then, when asked, the payroll notification. Nothing typed or selected
 * is lost on a refusal: a field's message goes back to its step. A request saved whose dayparts were
 * refused is kept for the next save, which sends only the dayparts again (no second request), as
 * long as the request data stay as they were.
 */
export function useCreateRequest(template: FormTemplate) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [data, setData] = useState<Record<string, unknown> | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(NO_DAYS);
  const [choice, setChoice] = useState<DaypartChoice>('both');
  const [payroll, setPayroll] = useState({ on: false, dateFrom: '' });
  // the maker's tick for the sickness notification; null until they change it (the branch's default holds)
  const [sicknessTick, setSicknessTick] = useState<boolean | null>(null);
  const [daypartError, setDaypartError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // the request the first call saved, with the data it was saved with, while its dayparts are still to be added
  const saved = useRef<{ request: RequestView; data: Record<string, unknown> } | null>(null);

  const reasons = useQuery({
    queryKey: ['inputs', 'reasons_for_absence', 'all'],
    queryFn: () => fetchInputOptions<ReasonOption>('reasons_for_absence'),
    staleTime: 60_000,
  });
  const form = useTemplateForm({
    template,
    // the service's own rules, with the template's: 'Please select schedule', the absentee unless the reason says otherwise
    check: (payload) => requestDataProblems(payload, reasons.data ?? []),
    onSubmit: async (payload) => {
      if (JSON.stringify(contextKey(payload)) !== JSON.stringify(contextKey(data))) setSelected(NO_DAYS);
      setData(payload);
      setStep(1);
    },
  });

  const query = contextKey(data);
  const context = useQuery({
    queryKey: requestKeys.context(query ?? {}),
    queryFn: () => requestApi.calendarContext(query!),
    enabled: !!query,
  });
  const chosen = useMemo(
    () => chosenDayparts(selected, context.data?.week_schedule ?? null, context.data?.working_weekend ?? WEEKDAYS_ONLY, choice),
    [selected, context.data, choice],
  );

  const sicknessChoice = context.data?.sickness_notification ?? 'off';
  const sickness = {
    /** MD-SET-08: shown for an absence unless the branch never sends it; fixed when it always does */
    shown: !!data?.absentee_person && sicknessChoice !== 'off',
    fixed: sicknessChoice === 'always_on',
    on: sicknessChoice === 'always_on' || (sicknessChoice !== 'off' && (sicknessTick ?? sicknessChoice === 'default_on')),
  };

  const toSave = () => {
    const problem = daypartsProblem(chosen, selected.size);
    setDaypartError(problem);
    if (!problem) setStep(2);
  };

  /** a refusal's messages go back to where they belong: the data fields to step 1, the dayparts to step 2 */
  const showRefusal = (error: unknown) => {
    const { fields, messages } = apiProblem(error);
    const dataFields = new Set(template.fields.map((f) => f.key));
    let back: number | null = null;
    const rest: string[] = [];
    for (const [path, texts] of Object.entries(fields)) {
      const field = path.split('.')[0]!;
      if (dataFields.has(field)) {
        form.form.setError(field, { type: 'server', message: texts[0] });
        back = 0;
      } else if (field === 'dates' || field === 'dayparts') {
        setDaypartError(texts.join(' '));
        back ??= 1;
      } else rest.push(...texts);
    }
    if (back === null && rest.length === 0) rest.push(...messages);
    setSaveError(rest.length ? rest.join(' ') : back === null ? t('create.save_failed') : null);
    if (back !== null) setStep(back);
  };

  const save = async (): Promise<SaveOutcome | null> => {
    if (!data) return null;
    const wantsPayroll = payroll.on && !!context.data?.payroll_system;
    const payrollProblem = wantsPayroll ? schemaErrors(payrollNotificationSchema, { dateFrom: payroll.dateFrom }).dateFrom : undefined;
    setSaveError(payrollProblem ?? null);
    if (payrollProblem) return null;
    setSaving(true);
    try {
      if (saved.current?.data !== data) {
        const tick = sickness.shown && !sickness.fixed ? { send_sickness_notification: sickness.on } : {};
        const created = await requestApi.create({ ...data, ...tick, template_alias: 'create' });
        toastWarnings(created.meta, 'create-request-toast');
        saved.current = { request: created.data, data };
      }
      const request = saved.current.request;
      const added = await requestApi.act(request.id, { action: 'add', dayparts: chosen.dates });
      toastWarnings(added.meta, 'create-request-toast');
      saved.current = null;
      // the request as its dayparts leave it (counts, status); the create's answer had none yet
      const created = { data: (added.data as Partial<DaypartActionResult> | undefined)?.request ?? request };
      let payrollFailed = false;
      if (wantsPayroll) {
        payrollFailed = await requestApi.notifyPayroll(created.data.id, payroll.dateFrom).then(
          () => false,
          () => true,
        );
      }
      toast(t('create.saved', { id: created.data.id }), { severity: 'success', testId: 'create-request-toast' });
      if (payrollFailed) toast(t('create.payroll_failed'), { severity: 'warning', testId: 'create-request-toast' });
      void queryClient.invalidateQueries({ queryKey: entityListKey('request') });
      return { request: created.data, payrollFailed };
    } catch (error) {
      showRefusal(error);
      return null;
    } finally {
      setSaving(false);
    }
  };

  return {
    step,
    setStep,
    form,
    data,
    context,
    selected,
    setSelected: (next: ReadonlySet<string>) => {
      setSelected(next);
      setDaypartError(null);
    },
    choice,
    setChoice: (next: DaypartChoice) => {
      setChoice(next);
      setDaypartError(null);
    },
    chosen,
    daypartError,
    payroll,
    setPayroll,
    sickness,
    setSicknessTick,
    saveError,
    saving,
    toSave,
    save,
  };
}

export type CreateRequestState = ReturnType<typeof useCreateRequest>;
