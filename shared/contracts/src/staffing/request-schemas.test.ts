import { MESSAGES_NL, translateMessage } from '../message-catalogue';
import { RequestMessages } from './request-messages';
import { daypartActionSchema, requestCreateSchema, requestGroupCreateSchema } from './request-schemas';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.') || '_', i.message]));

describe('request create payload (REQ-CREATE-03..07)', () => {
  it("asks for a schedule with the spec's message", () => {
    expect(errorsOf(requestCreateSchema.safeParse({ branch: 1, reason_for_absence: 2 }))).toEqual({ schedule: 'Please select schedule' });
    expect(errorsOf(requestCreateSchema.safeParse({ branch: 1, schedule: '', reason_for_absence: 2 }))).toEqual({
      schedule: 'Please select schedule',
    });
  });

  it('takes the dayparts keyed by date, sorted and without repeats', () => {
    const parsed = requestCreateSchema.parse({
      branch: '1',
      schedule: 3,
      reason_for_absence: 2,
      template_alias: 'create',
      dates: { '2026-11-24': [2, 1], '2026-11-23': [1] },
    });
    expect(parsed.dates).toEqual([
      { date: '2026-11-23', daypart: 1 },
      { date: '2026-11-24', daypart: 1 },
      { date: '2026-11-24', daypart: 2 },
    ]);
  });

  it('refuses an empty selection, unreal dates and dayparts other than 1 and 2', () => {
    const base = { branch: 1, schedule: 3, reason_for_absence: 2 };
    expect(errorsOf(requestCreateSchema.safeParse({ ...base, dates: {} }))).toEqual({ dates: RequestMessages.daypartRequired });
    expect(errorsOf(requestCreateSchema.safeParse({ ...base, dates: { '2026-02-30': [1] } }))['dates.2026-02-30']).toBe(
      'The Dayparts must name real dates (YYYY-MM-DD).',
    );
    expect(requestCreateSchema.safeParse({ ...base, dates: { '2026-11-23': [3] } }).success).toBe(false);
  });
});

describe('daypart action body', () => {
  it('plan needs the person', () => {
    expect(errorsOf(daypartActionSchema.safeParse({ action: 'plan', dayparts: { '2026-11-23': [1] } }))).toEqual({
      person: RequestMessages.personRequired,
    });
  });
});

describe('request group', () => {
  it('holds at most 6 requests', () => {
    const requests = [1, 2, 3, 4, 5, 6, 7].map((request) => ({ request }));
    const result = requestGroupCreateSchema.safeParse({ reference: 'G1', period_start: '2026-11-01', period_end: '2026-12-01', requests });
    expect(errorsOf(result)).toEqual({ requests: 'Request group holds at most 6 requests' });
  });

  it('ends on or after its start', () => {
    const result = requestGroupCreateSchema.safeParse({ reference: 'G1', period_start: '2026-12-01', period_end: '2026-11-01' });
    expect(errorsOf(result)).toEqual({ period_end: 'The End date must be a date after or equal to Start date.' });
  });
});

describe('request messages in Dutch', () => {
  const placeholders = (text: string) => (text.match(/\{\{\w+\}\}|\{\w+\}|%\w+/g) ?? []).sort();
  it.each(Object.values(RequestMessages))('%s', (message) => {
    const dutch = MESSAGES_NL[message];
    expect(dutch).toBeDefined();
    expect(placeholders(dutch!)).toEqual(placeholders(message));
  });

  it('translates a filled-in message', () => {
    expect(translateMessage('No dates found in schedule for: 23-11-2026, 24-11-2026', 'nl')).toBe(
      'Geen data gevonden in het rooster voor: 23-11-2026, 24-11-2026',
    );
    expect(translateMessage('The Absentee Person field is required.', 'nl')).toBe('Het veld Afwezige persoon is verplicht.');
  });
});
