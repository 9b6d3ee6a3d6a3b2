/**
 * The browser socket the page's realtime client opens (`@app/platform/realtime`), driven by a test:
 * install it as `WebSocket`, `realtime.connect(token)`, then `FakeSocket.last.open()` and `event(...)`.
 */
export class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: { type: string; channel?: string }[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string; channel?: string });
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  /** an event on `channel` by `author` (the client skips the signed-in user's own) */
  event(channel: string, author: string | null, payload: unknown = { id: 3, action: 'updated' }, suffix = 'changed') {
    this.onmessage?.({ data: JSON.stringify({ type: 'event', channel, event: `${channel}/${suffix}`, author, payload }) });
  }
  /** installs the class as the page's WebSocket */
  static install() {
    (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
  }
}
