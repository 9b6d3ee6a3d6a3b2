import type { WorkStateBulkAnswer, WorkStateBulkInput } from '@app/contracts';
import { runBulkAction, type BulkProgress } from './run-bulk-action';
import { bulkChoices, shownSteps } from './work-state-actions';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('a bulk action in chunks', () => {
  it('sends 450 lines as 200, 200 and 50, tells the progress after each, and gathers the refused lines', async () => {
    const sent: number[][] = [];
    const progress: BulkProgress[] = [];
    const call = async (body: WorkStateBulkInput): Promise<WorkStateBulkAnswer> => {
      sent.push(body.ids);
      expect(body.action).toBe('approve');
      return {
        action: body.action,
        done: body.ids.length,
        failed: 0,
        results: body.ids.map((id) =>
          id % 100 === 0 ? { id, ok: false as const, error: 'This step has already been taken.' } : { id, ok: true as const },
        ),
      };
    };
    const outcome = await runBulkAction(
      { action: 'approve', ids: ids(450) },
      call,
      (p) => progress.push(p),
      () => 'failed',
    );
    expect(sent.map((chunk) => chunk.length)).toEqual([200, 200, 50]);
    expect(sent.flat()).toEqual(ids(450));
    expect(progress).toEqual([
      { done: 0, total: 450 },
      { done: 200, total: 450 },
      { done: 400, total: 450 },
      { done: 450, total: 450 },
    ]);
    expect(outcome.done).toBe(446);
    expect(outcome.failed).toBe(4);
    expect(outcome.errors.map((e) => e.id)).toEqual([100, 200, 300, 400]);
    expect(outcome.errors[0]!.error).toBe('This step has already been taken.');
  });

  it('counts the lines of a chunk whose call failed as not done, with the reason, and still sends the next chunk', async () => {
    let calls = 0;
    const call = async (body: WorkStateBulkInput): Promise<WorkStateBulkAnswer> => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { action: body.action, done: body.ids.length, failed: 0, results: body.ids.map((id) => ({ id, ok: true as const })) };
    };
    const outcome = await runBulkAction(
      { action: 'check', ids: ids(5), checkmark: 2 },
      call,
      () => undefined,
      (error) => `call: ${(error as Error).message}`,
      3,
    );
    expect(calls).toBe(2);
    expect(outcome).toEqual({
      done: 2,
      failed: 3,
      errors: [1, 2, 3].map((id) => ({ id, ok: false, error: 'call: offline' })),
    });
  });
});

describe('the bulk actions a caller gets', () => {
  const settings = {
    steps: { approved: true, reviewed: false, processed: true, sent: true },
    checkmarks: [{ number: 2 as const, name: 'Salaris gecontroleerd' }],
    can_edit: true,
    payroll_configured: true,
  };

  it('offers the allowed actions whose step is on, undo, and tick and untick per named checkmark', () => {
    const choices = bulkChoices({ ...settings, actions: ['approve', 'review', 'process', 'send', 'undo', 'check', 'uncheck'] });
    expect(choices.map((c) => c.key)).toEqual(['approve', 'process', 'send', 'undo', 'check-2', 'uncheck-2']);
    expect(choices[4]).toEqual({ key: 'check-2', action: 'check', checkmark: 2, name: 'Salaris gecontroleerd' });
    expect(shownSteps({ ...settings, actions: [] })).toEqual(['approved', 'processed', 'sent']);
  });

  it('offers no send without a payroll system', () => {
    const choices = bulkChoices({ ...settings, payroll_configured: false, actions: ['approve', 'process', 'send', 'undo'] });
    expect(choices.map((c) => c.key)).toEqual(['approve', 'process', 'undo']);
  });

  it('offers a school only approve, and nothing when its step is off', () => {
    expect(bulkChoices({ ...settings, actions: ['approve'] }).map((c) => c.key)).toEqual(['approve']);
    expect(bulkChoices({ ...settings, steps: { ...settings.steps, approved: false }, actions: ['approve'] })).toEqual([]);
  });
});
