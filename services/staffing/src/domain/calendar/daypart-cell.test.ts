import { cellKey, daypartCell, type CellDaypart, type CellFacts } from './daypart-cell';

// Thursday 3 June 2027, noon in Amsterdam
const NOW = new Date('2027-06-03T10:00:00Z');
const facts = (over: Partial<CellFacts> = {}): CellFacts => ({
  now: NOW,
  request: { number: 42, hasAbsentee: true, status: 'high', reason: { id: 3, description: 'Ziek' } },
  workingWeekend: { saturday: false, sunday: false },
  vacations: [],
  offers: [],
  absenteeWork: new Map(),
  absenteeReservations: new Map(),
  unavailable: new Set(),
  absented: new Set(),
  ...over,
});
const part = (over: Partial<CellDaypart> = {}): CellDaypart => ({
  date: '2027-06-07',
  daypart: 1,
  state: 'open',
  segment: { extra_time: '00:30' },
  vacation: null,
  ...over,
});
const later = new Date('2027-06-10T00:00:00Z');
const offer = (state: 'open' | 'denied' | 'expired' | 'wait_for_deny' | 'accepted', expiresAt = later) => ({
  state,
  expiresAt,
  dayparts: [{ date: '2027-06-07', daypart: 1 as const }],
});

describe('a request daypart cell (REQ-DATA-04)', () => {
  it('REQ-DATA-04: extra time is the week schedule segment’s, null without one', () => {
    expect(daypartCell(part(), facts()).extra_time).toBe('00:30');
    expect(daypartCell(part({ segment: null }), facts()).extra_time).toBeNull();
  });

  it('REQ-DATA-04: holiday names a holiday of the branch on the date', () => {
    const vacations = [{ name: 'Pinksteren', type: 'holiday', start_date: '2027-06-07', end_date: '2027-06-07', plannable: false }];
    expect(daypartCell(part(), facts({ vacations })).holiday).toBe('Pinksteren');
    expect(daypartCell(part({ date: '2027-06-08' }), facts({ vacations })).holiday).toBeNull();
  });

  it('REQ-DATA-04: work day and non_working_day: the weekend unless it is worked, and a vacation that allows no planning', () => {
    expect(daypartCell(part(), facts())).toMatchObject({ work_day: true, non_working_day: false });
    const saturday = part({ date: '2027-06-05' });
    expect(daypartCell(saturday, facts())).toMatchObject({ work_day: false, non_working_day: { type: 'weekend', name: 'saturday' } });
    expect(daypartCell(saturday, facts({ workingWeekend: { saturday: true, sunday: false } })).work_day).toBe(true);
    const closed = [{ name: 'Studiedag', type: 'study', start_date: '2027-06-07', end_date: '2027-06-07', plannable: false }];
    expect(daypartCell(part(), facts({ vacations: closed }))).toMatchObject({
      work_day: false,
      non_working_day: { type: 'study', name: 'Studiedag' },
    });
  });

  it('REQ-DATA-04: vacation: plannable_vacation in a vacation that allows planning, and planned_during_vacation once planned', () => {
    const summer = [{ name: 'Zomer', type: 'vacation', start_date: '2027-06-01', end_date: '2027-06-30', plannable: true }];
    expect(daypartCell(part(), facts({ vacations: summer }))).toMatchObject({
      plannable_vacation: true,
      work_day: true,
      planned_during_vacation: false,
    });
    expect(daypartCell(part({ state: 'planned' }), facts({ vacations: summer })).planned_during_vacation).toBe(true);
    expect(daypartCell(part({ state: 'planned' }), facts())).toMatchObject({ plannable_vacation: false, planned_during_vacation: false });
  });
});

describe('a request daypart cell’s flags (REQ-DATA-05)', () => {
  it('REQ-DATA-05: checked and request_date name the request’s own daypart', () => {
    expect(daypartCell(part(), facts())).toMatchObject({ checked: true, request_date: { request: 42, date: '2027-06-07', daypart: 1 } });
  });

  it('REQ-DATA-05: active until its date has passed; available when open and active', () => {
    expect(daypartCell(part(), facts())).toMatchObject({ active: true, available: true });
    expect(daypartCell(part({ date: '2027-06-03' }), facts()).active).toBe(true);
    expect(daypartCell(part({ date: '2027-06-02' }), facts())).toMatchObject({ active: false, available: false });
    expect(daypartCell(part({ state: 'invited' }), facts()).available).toBe(false);
  });

  it('REQ-DATA-05: absence when the request has an absentee', () => {
    expect(daypartCell(part(), facts()).absence).toBe(true);
    expect(daypartCell(part(), facts({ request: { ...facts().request, hasAbsentee: false } })).absence).toBe(false);
  });

  it('REQ-DATA-05: confirm_invite while an acceptance waits for the school', () => {
    expect(daypartCell(part({ state: 'planned' }), facts({ offers: [offer('wait_for_deny')] })).confirm_invite).toBe(true);
    expect(daypartCell(part({ state: 'planned' }), facts({ offers: [offer('accepted')] })).confirm_invite).toBe(false);
  });

  it('REQ-DATA-05: denied and expired by the last offer on it, while it is still to staff', () => {
    expect(daypartCell(part(), facts({ offers: [offer('denied')] }))).toMatchObject({ denied: true, expired: false });
    expect(daypartCell(part(), facts({ offers: [offer('denied'), offer('expired')] }))).toMatchObject({ denied: false, expired: true });
    // an open offer past its expiration shows as expired before the job marks it
    expect(daypartCell(part(), facts({ offers: [offer('open', new Date('2027-06-01T00:00:00Z'))] })).expired).toBe(true);
    expect(daypartCell(part(), facts({ offers: [offer('denied'), offer('open')] })).denied).toBe(false);
    expect(daypartCell(part({ state: 'planned' }), facts({ offers: [offer('denied')] })).denied).toBe(false);
    const elsewhere = { ...offer('denied'), dayparts: [{ date: '2027-06-07', daypart: 2 as const }] };
    expect(daypartCell(part(), facts({ offers: [elsewhere] })).denied).toBe(false);
  });

  it('REQ-DATA-05: unavailable when the planned person marked the daypart unavailable', () => {
    const unavailable = new Set([cellKey('2027-06-07', 1)]);
    expect(daypartCell(part({ state: 'planned' }), facts({ unavailable })).unavailable).toBe(true);
    expect(daypartCell(part({ state: 'planned', daypart: 2 }), facts({ unavailable })).unavailable).toBe(false);
  });

  it("REQ-DATA-05: current_state is 'absented' when the planned person marked the daypart absent, else null", () => {
    const absented = new Set([cellKey('2027-06-07', 1)]);
    expect(daypartCell(part({ state: 'planned' }), facts({ unavailable: absented, absented })).current_state).toBe('absented');
    expect(daypartCell(part({ state: 'planned' }), facts({ unavailable: absented })).current_state).toBeNull();
    expect(daypartCell(part({ state: 'open' }), facts({ absented })).current_state).toBeNull();
  });

  it('REQ-DATA-05: substituted {requestId, absenteeFullName, branchName} and reservation {requestId, branchName} of the absentee elsewhere', () => {
    const absenteeWork = new Map([
      [cellKey('2027-06-07', 1), { requestId: 7, absenteeFullName: 'Anna de Vries', branchName: 'De Regenboog' }],
    ]);
    const absenteeReservations = new Map([[cellKey('2027-06-07', 1), { requestId: 8, branchName: 'Het Kompas' }]]);
    expect(daypartCell(part(), facts({ absenteeWork, absenteeReservations }))).toMatchObject({
      substituted: { requestId: 7, absenteeFullName: 'Anna de Vries', branchName: 'De Regenboog' },
      reservation: { requestId: 8, branchName: 'Het Kompas' },
    });
    expect(daypartCell(part(), facts())).toMatchObject({ substituted: null, reservation: null });
  });

  it('REQ-DATA-05: the request’s reason for absence and status flags completed, high, medium', () => {
    expect(daypartCell(part(), facts())).toMatchObject({
      reason_for_absence: { id: 3, description: 'Ziek' },
      completed: false,
      high: true,
      medium: false,
    });
    const medium = facts({ request: { ...facts().request, status: 'medium' } });
    expect(daypartCell(part(), medium)).toMatchObject({ high: false, medium: true });
    const done = facts({ request: { ...facts().request, status: 'completed' } });
    expect(daypartCell(part(), done)).toMatchObject({ completed: true, high: false });
  });
});
