import type { ClientSocketMessage, ServerSocketMessage } from '@app/contracts';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff';

export type RealtimeEvent = Extract<ServerSocketMessage, { type: 'event' }>;
export type RealtimeHandler = (event: RealtimeEvent) => void;

/** The part of the WebSocket API the client uses (browser WebSocket and `ws` both fit). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

export interface RealtimeDeps {
  /** the socket URL, e.g. ws://host/ws: the token is the first message, never part of the URL */
  url(): string;
  createSocket(url: string): SocketLike;
  /** the signed-in username: events it authored are skipped */
  username(): string | null;
  backoff?: BackoffOptions;
  random?: () => number;
  /**
   * the session's token to reconnect with (refreshed when it ran out while the page sat idle);
   * without it a reconnect uses the last token given
   */
  freshToken?: () => Promise<string | null>;
}

const OPEN = 1;

/**
 * One websocket per page: subscriptions survive reconnects (exponential backoff, unlimited tries)
 * and are sent again on every new connection. Events sent while the connection was down are lost:
 * `onReconnect` listeners hear when it is back after a drop, so screens read their data again.
 */
export function createRealtimeClient(deps: RealtimeDeps) {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const reconnectListeners = new Set<() => void>();
  const random = deps.random ?? Math.random;
  let socket: SocketLike | null = null;
  let token: string | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = (message: ClientSocketMessage): void => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  function dispatch(raw: unknown): void {
    let message: ServerSocketMessage;
    try {
      message = JSON.parse(String(raw)) as ServerSocketMessage;
    } catch {
      return;
    }
    if (message.type !== 'event') return;
    // Own changes are already on screen (spec 000 section 6): no refetch, no toast.
    if (message.author && message.author === deps.username()) return;
    handlers.get(message.channel)?.forEach((handler) => handler(message));
  }

  /** Sockets of an earlier token kept open until their successor is subscribed. */
  const retiring = new Set<SocketLike>();
  const retire = () => {
    for (const old of retiring) {
      old.onclose = old.onmessage = null;
      old.close();
    }
    retiring.clear();
  };

  /**
   * Opens a socket with the current token. `previous` (a socket of the token before) stays
   * subscribed until the new one is open, so a token renewal does not drop events in between.
   */
  function open(previous: SocketLike | null = null, afterDrop = false): void {
    if (!token) return;
    if (previous) retiring.add(previous);
    const current = deps.createSocket(deps.url());
    const openedWith = token;
    socket = current;
    current.onopen = () => {
      attempt = 0;
      // the gateway reads the token from the first message (so it stays out of URLs and their logs)
      send({ type: 'auth', token: openedWith });
      for (const channel of handlers.keys()) send({ type: 'subscribe', channel });
      retire();
      if (afterDrop) reconnectListeners.forEach((listener) => listener());
    };
    current.onmessage = (ev) => dispatch(ev.data);
    current.onerror = () => undefined;
    current.onclose = () => {
      if (socket !== current) return;
      retire();
      socket = null;
      scheduleReconnect();
    };
  }

  function scheduleReconnect(): void {
    if (!token || timer) return;
    const delay = backoffDelay(attempt, random(), deps.backoff ?? DEFAULT_BACKOFF);
    attempt += 1;
    timer = setTimeout(() => {
      void reconnect();
    }, delay);
  }

  async function reconnect(): Promise<void> {
    const waitingFor = timer;
    const fresh = deps.freshToken ? await deps.freshToken().catch(() => null) : null;
    // a connect, renewal or disconnect while the token was fetched decides instead
    if (timer !== waitingFor || !token) return;
    timer = null;
    if (fresh) token = fresh;
    open(null, true);
  }

  function stop(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    retire();
    const old = socket;
    socket = null;
    old?.close();
  }

  return {
    /** (Re)connects with this token; a new user gets a new connection. */
    connect(newToken: string): void {
      stop();
      token = newToken;
      attempt = 0;
      open();
    },
    /**
     * The same user's access token was refreshed: later connections use it, and an open
     * connection is replaced by one that authenticates with it (the gateway checks the token only
     * when a socket opens, so a socket must not outlive the token it was opened with).
     */
    renew(newToken: string): void {
      if (!token || newToken === token) return;
      token = newToken;
      // while waiting to reconnect, the next attempt takes the new token
      if (timer || !socket) return;
      open(socket);
    },
    disconnect(): void {
      token = null;
      stop();
    },
    subscribe(channel: string, handler: RealtimeHandler): () => void {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        send({ type: 'subscribe', channel });
      }
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(channel);
          send({ type: 'unsubscribe', channel });
        }
      };
    },
    /** `listener` runs each time the connection is back after a drop (not on a first connect or a token renewal) */
    onReconnect(listener: () => void): () => void {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    get connected(): boolean {
      return socket?.readyState === OPEN;
    },
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
