import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A line the simulator booked: one payment per idempotency key, however often it was sent. */
export interface BookedLine {
  key: string;
  line: number;
  body: Record<string, unknown>;
  employee_id: string;
  replacement_id: string;
}

/**
 * What the next requests do, for the tests of the payroll send: fail with a status, answer only
 * after a delay, book the line and then drop the connection (the caller never hears the answer, as
 * when our process dies mid-send), or reject a line with a reason.
 */
export interface PayrollBehaviour {
  failNext: { count: number; status: number };
  delayMs: number;
  dropAfterBooking: number;
  reject: (body: Record<string, unknown>) => string | null;
}

export interface PayrollSimulator {
  url: string;
  booked: BookedLine[];
  /** every request that reached it, answered or not */
  requests: { key: string | undefined; auth: string | undefined }[];
  behaviour: PayrollBehaviour;
  close(): Promise<void>;
}

const fresh = (): PayrollBehaviour => ({ failNext: { count: 0, status: 503 }, delayMs: 0, dropAfterBooking: 0, reject: () => null });

/**
 * Plays the payroll system of docs/payroll.md on 127.0.0.1 (a free port unless given): `POST
 * /work-lines` with an Idempotency-Key books a line once and gives the same ids for every repeat;
 * `POST /absence-notifications` answers an id. Used by the service tests and by the end-to-end
 * product (e2e/support/global-setup.ts), where nothing real can be reached.
 */
export async function startPayrollSimulator(port = 0): Promise<PayrollSimulator> {
  const booked = new Map<string, BookedLine>();
  const sim: Omit<PayrollSimulator, 'url' | 'close'> = { booked: [], requests: [], behaviour: fresh() };
  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const decide = (url: string | undefined, key: string | undefined, text: string): [number, unknown] | 'drop' => {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return [400, { error: 'invalid JSON' }];
    }
    if (url === '/absence-notifications') return [201, { id: `AFW-${sim.requests.length}` }];
    if (url !== '/work-lines') return [404, { error: 'not found' }];
    if (sim.behaviour.failNext.count > 0) {
      sim.behaviour.failNext.count -= 1;
      return [sim.behaviour.failNext.status, { error: 'temporarily unavailable' }];
    }
    if (!key) return [400, { error: 'Idempotency-Key is required' }];
    const earlier = booked.get(key);
    if (earlier) return [200, { employee_id: earlier.employee_id, replacement_id: earlier.replacement_id }];
    const refusal = sim.behaviour.reject(body);
    if (refusal) return [422, { error: refusal }];
    const line: BookedLine = {
      key,
      line: Number(body.line),
      body,
      employee_id: String(body.employee_number ?? `EMP-${String(body.line)}`),
      replacement_id: `VV-${booked.size + 1}`,
    };
    booked.set(key, line);
    sim.booked.push(line);
    if (sim.behaviour.dropAfterBooking > 0) {
      sim.behaviour.dropAfterBooking -= 1;
      return 'drop';
    }
    return [201, { employee_id: line.employee_id, replacement_id: line.replacement_id }];
  };
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const key = req.headers['idempotency-key'] as string | undefined;
      sim.requests.push({ key, auth: req.headers.authorization });
      // the line is booked on arrival; a slow answer only delays the reply, as a slow system would
      const outcome = decide(req.url, key, text);
      const reply = () => (outcome === 'drop' ? req.socket.destroy() : answer(res, outcome[0], outcome[1]));
      if (sim.behaviour.delayMs > 0) setTimeout(reply, sim.behaviour.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return Object.assign(sim, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
