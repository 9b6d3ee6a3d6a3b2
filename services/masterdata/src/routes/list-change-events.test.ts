import { channelAllowed } from '@app/contracts';
import type { BusEvent } from '@app/service-kit';
import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { Permission, startMasterdata, tokenWith, SETUP_TIMEOUT_MS } from '../testing/fixtures';

/**
 * Every write through the shared entity routes publishes '<channel>/changed' on the list's
 * channel (the template's `channel`), so other users' lists refetch (spec 001 section 4, Realtime).
 */
let deps: TestDeps;
let server: TestServer;
let events: BusEvent[];

beforeAll(async () => {
  ({ deps, server } = await startMasterdata());
  deps.bus.subscribe((e) => events.push(e));
}, SETUP_TIMEOUT_MS);

beforeEach(() => {
  events = [];
});

afterAll(async () => {
  await server.close();
  await deps.db.close();
});

describe('list change events', () => {
  it('publishes create, update, archive and unarchive on the pool channel that the list template names', async () => {
    const token = await tokenWith(deps, 7, Permission.DAYPARTS_REASON_ALL);
    const template = await server.call('GET', '/api/template-page/reason-for-daypart', { token });
    const channel = template.body.data.channel;
    expect(channel).toBe('pool/7/reason-for-daypart');

    const created = await server.call('POST', '/api/reason-for-daypart', {
      token,
      body: { action: 'open', reason: 'Toch vervanging nodig' },
    });
    const id = created.body.data.id;
    await server.call('PUT', `/api/reason-for-daypart/${id}`, { token, body: { reason: 'Alsnog vervanging nodig' } });
    await server.call('DELETE', `/api/reason-for-daypart/${id}/archive`, { token });
    await server.call('PUT', `/api/reason-for-daypart/${id}/unarchive`, { token });

    expect(events).toEqual(
      ['created', 'updated', 'archived', 'unarchived'].map((action) => ({
        channel,
        event: `${channel}/changed`,
        author: 'user-7',
        payload: { id, action },
      })),
    );
  });

  it('carries no record data, and no other pool may subscribe to the channel', async () => {
    const token = await tokenWith(deps, 7, Permission.ABSENCE_REASON_ALL);
    await server.call('POST', '/api/absence-group', { token, body: { name: 'Vertrouwelijk verlof' } });
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events[0])).not.toContain('Vertrouwelijk');
    expect(channelAllowed(events[0]!.channel, 7, 1)).toBe(true);
    expect(channelAllowed(events[0]!.channel, 8, 1)).toBe(false);
  });

  it('publishes nothing when a write is refused or finds nothing', async () => {
    const token = await tokenWith(deps, 7, Permission.ABSENCE_REASON_ALL);
    await server.call('POST', '/api/absence-group', { token, body: { name: '' } });
    await server.call('PUT', '/api/absence-group/99999', { token, body: { name: 'Niets' } });
    await server.call('DELETE', '/api/absence-group/99999/archive', { token });
    const other = await tokenWith(deps, 8, Permission.ABSENCE_REASON_ALL);
    const groups = await server.call('GET', '/api/absence-group', { token });
    await server.call('PUT', `/api/absence-group/${groups.body.data[0].id}`, { token: other, body: { name: 'Overgenomen' } });
    expect(events).toEqual([]);
  });
});
