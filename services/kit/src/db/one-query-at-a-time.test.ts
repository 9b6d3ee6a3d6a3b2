import { OVERLAPPING_QUERY, queriesOneAtATime } from './one-query-at-a-time';

/** A connection whose queries answer when the test says so. */
function fakeConnection() {
  const pending: (() => void)[] = [];
  const client = {
    sent: [] as string[],
    query(text: string) {
      if (text === 'broken') throw new Error('not sent');
      client.sent.push(text);
      return new Promise<string>((resolve) => pending.push(() => resolve(text)));
    },
    release: () => 'released',
  };
  return { client, answer: () => pending.shift()!() };
}

it('refuses a query while another runs and takes the next once it answered', async () => {
  const { client, answer } = fakeConnection();
  const guarded = queriesOneAtATime(client);
  const first = guarded.query('select 1');
  await expect(guarded.query('select 2')).rejects.toThrow(OVERLAPPING_QUERY);
  answer();
  expect(await first).toBe('select 1');
  const next = guarded.query('select 3');
  answer();
  expect(await next).toBe('select 3');
  expect(client.sent).toEqual(['select 1', 'select 3']);
});

it('is free again after a query that could not be sent, and passes the rest of the connection through', async () => {
  const { client, answer } = fakeConnection();
  const guarded = queriesOneAtATime(client);
  expect(() => guarded.query('broken')).toThrow('not sent');
  const after = guarded.query('select 1');
  answer();
  expect(await after).toBe('select 1');
  expect(guarded.release()).toBe('released');
});
