import type { WorkStateLine, WorkStateSettings } from '@app/contracts';

/** A work-state line as GET /api/work-state answers it: Monday 23 November 2026, morning, approved by the school. */
export function workStateLine(overrides: Partial<WorkStateLine> = {}): WorkStateLine {
  return {
    id: 1,
    date: '2026-11-23',
    daypart: 1,
    request: {
      id: 42,
      name: '#42 Anna de Vries',
      branch: { id: 2, name: 'De Regenboog' },
      status: 'completed',
      reason_for_absence: { id: 3, description: 'Ziekte' },
      period_start: '2026-11-23',
      period_end: '2026-11-27',
    },
    person: { id: 7, full_name: 'Ingrid Invaller' },
    wtf: 0.1,
    hours: 4.25,
    secondment_branch: null,
    distance_total: 30,
    travel_cost: 2.72,
    cao_fee: null,
    contribution: 12.5,
    approved: { at: '2026-11-24T08:12:00Z', by: { id: 5, name: 'Sam School' } },
    reviewed: null,
    processed: null,
    sent: null,
    checks: {},
    external_employee_id: null,
    replacement_id: null,
    payroll_state: 'none',
    payroll_error: null,
    locked: false,
    statuses: [],
    ...overrides,
  };
}

/** Every step on, no extra checkmarks, every action: an administrator's settings answer. */
export function workStateSettings(overrides: Partial<WorkStateSettings> = {}): WorkStateSettings {
  return {
    steps: { approved: true, reviewed: true, processed: true, sent: true },
    checkmarks: [],
    actions: ['approve', 'review', 'process', 'send', 'undo', 'check', 'uncheck'],
    can_edit: true,
    payroll_configured: true,
    ...overrides,
  };
}
