import { translateMessage } from '../message-catalogue';
import { WorkStateMessages, workStateBulkSchema, workStateEditSchema } from './work-state';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.') || '_', i.message]));

describe('work-state contract', () => {
  it('takes a WTF of 0 to 1 with at most 4 decimals, and amounts with their decimals', () => {
    expect(workStateEditSchema.parse({ wtf: '0.1234', cao_fee: '', distance_total: 12.5 })).toEqual({
      wtf: 0.1234,
      cao_fee: null,
      distance_total: 12.5,
    });
    expect(errorsOf(workStateEditSchema.safeParse({ wtf: 1.0001 }))).toEqual({ wtf: 'The WTF must be between 0 and 1.' });
    expect(errorsOf(workStateEditSchema.safeParse({ wtf: 0.00001 }))).toEqual({ wtf: 'The WTF may have at most 4 decimals.' });
    expect(errorsOf(workStateEditSchema.safeParse({ contribution: 1.001 }))).toEqual({
      contribution: 'The Contribution may have at most 2 decimals.',
    });
    expect(errorsOf(workStateEditSchema.safeParse({}))).toEqual({ _: 'Nothing to change.' });
    expect(errorsOf(workStateEditSchema.safeParse({ hours: 5 }))._).toBeDefined();
  });

  it('takes 1 to 5,000 ids and a checkmark only for check and uncheck', () => {
    expect(workStateBulkSchema.parse({ action: 'check', ids: [1, 2], checkmark: 3 })).toEqual({
      action: 'check',
      ids: [1, 2],
      checkmark: 3,
    });
    expect(errorsOf(workStateBulkSchema.safeParse({ action: 'approve', ids: Array.from({ length: 5001 }, (_, i) => i + 1) }))).toEqual({
      ids: 'At most 5000 lines at once.',
    });
    expect(errorsOf(workStateBulkSchema.safeParse({ action: 'approve', ids: [1], checkmark: 2 }))).toEqual({
      checkmark: 'The checkmark is required for check and uncheck, and only for them.',
    });
    expect(errorsOf(workStateBulkSchema.safeParse({ action: 'pay', ids: [1] }))).toEqual({ action: 'The action is not allowed.' });
  });

  it('has Dutch for every work-state message', () => {
    for (const message of Object.values(WorkStateMessages)) expect(translateMessage(message, 'nl')).not.toBe(message);
    expect(translateMessage('The WTF may have at most 4 decimals.', 'nl')).toBe('De WTF mag hoogstens 4 decimalen hebben.');
  });
});
