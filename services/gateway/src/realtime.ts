import type http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  channelAllowed,
  CHANGED_SUFFIX,
  CLIENT_PUBLISHABLE,
  hasAnyRight,
  type ClientSocketMessage,
  type ServerSocketMessage,
  type TokenPayload,
} from '@app/contracts';
import type { Clock, EventBus, Log, TokenService } from '@app/service-kit';
import type { TokenVersions } from './token-versions';

interface Client {
  socket: WebSocket;
  /** null until the first message authenticated the socket */
  auth: TokenPayload | null;
  channels: Set<string>;
  alive: boolean;
  /** messages are handled one after the other: a subscribe waits for the auth sent before it */
  queue: Promise<void>;
}

/** A socket that has not authenticated within this time is closed. */
export const AUTH_TIMEOUT_MS = 10_000;

const MAX_MESSAGE_BYTES = 16 * 1024;
const MAX_CHANNELS = 50;
/** Close code for a socket whose token ran out; the client reconnects with a refreshed token. */
export const TOKEN_EXPIRED_CLOSE = 4401;

/**
 * The websocket endpoint (/ws). The first message authenticates the socket with an access token
 * (`{ type: 'auth', token }`: never in the URL, where proxies and logs would keep it), of the
 * account's current token version; a new token may be sent the same way later. Then a client
 * subscribes to channels of its own pool (and its own profile); every event on the bus is delivered
 * to the sockets subscribed to its channel, on every gateway replica, because the bus fans out to
 * all of them. A socket of an account whose token version is raised is closed at once.
 */
export function attachRealtime(
  server: http.Server,
  deps: { tokens: TokenService; clock: Clock; bus: EventBus; log: Log; tokenVersions?: Pick<TokenVersions, 'accepts' | 'onChange'> },
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const clients = new Set<Client>();

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/ws') return socket.destroy();
    wss.handleUpgrade(req, socket, head, accept);
  });

  function accept(socket: WebSocket) {
    const client: Client = { socket, auth: null, channels: new Set(), alive: true, queue: Promise.resolve() };
    clients.add(client);
    const unauthenticated = setTimeout(() => {
      if (!client.auth) drop(client);
    }, AUTH_TIMEOUT_MS);
    unauthenticated.unref();
    socket.on('pong', () => (client.alive = true));
    socket.on('close', () => {
      clearTimeout(unauthenticated);
      clients.delete(client);
    });
    socket.on('message', (raw) => {
      client.queue = client.queue
        .then(() => onMessage(client, raw.toString()))
        .catch((err: unknown) => deps.log.warn({ err }, 'socket message failed'));
    });
  }

  function drop(client: Client) {
    clients.delete(client);
    client.socket.close(TOKEN_EXPIRED_CLOSE, 'not authenticated');
  }

  /** The first message, and any later renewal: a valid token of the current version, for the same session on renewal. */
  async function authenticate(client: Client, token: unknown): Promise<void> {
    const auth = typeof token === 'string' ? await deps.tokens.verify(token, deps.clock.now()).catch(() => null) : null;
    const sameSession =
      !client.auth ||
      (auth &&
        auth.username === client.auth.username &&
        auth.pool_id === client.auth.pool_id &&
        auth.profile_id === client.auth.profile_id);
    if (!auth || !auth.finished || !sameSession || !(await deps.tokenVersions?.accepts(auth))) return drop(client);
    client.auth = auth;
    send(client, { type: 'authenticated' });
  }

  // A socket lives no longer than its token: checked on every message, delivery and heartbeat.
  function closedForExpiry(client: Client): boolean {
    if (!client.auth) return false;
    if (client.auth.exp * 1000 > deps.clock.now().getTime()) return false;
    clients.delete(client);
    client.socket.close(TOKEN_EXPIRED_CLOSE, 'token expired');
    return true;
  }

  async function onMessage(client: Client, raw: string): Promise<void> {
    if (closedForExpiry(client)) return;
    let msg: ClientSocketMessage;
    try {
      msg = JSON.parse(raw) as ClientSocketMessage;
    } catch {
      return send(client, { type: 'error', message: 'malformed message' });
    }
    if (msg?.type === 'auth') return authenticate(client, msg.token);
    if (!client.auth) return drop(client);
    if (typeof msg?.channel !== 'string') return send(client, { type: 'error', message: 'channel required' });
    if (!channelAllowed(msg.channel, client.auth.pool_id, client.auth.profile_id)) {
      return send(client, { type: 'error', channel: msg.channel, message: 'channel not allowed' });
    }
    if (msg.type === 'subscribe') {
      if (client.channels.size >= MAX_CHANNELS) return send(client, { type: 'error', message: 'too many channels' });
      client.channels.add(msg.channel);
      send(client, { type: 'subscribed', channel: msg.channel });
    } else if (msg.type === 'unsubscribe') {
      client.channels.delete(msg.channel);
    } else if (msg.type === 'publish') {
      const publishable = CLIENT_PUBLISHABLE.find((p) => p.channel.test(msg.channel));
      if (!publishable || !hasAnyRight(client.auth, publishable.anyOf)) {
        return send(client, { type: 'error', channel: msg.channel, message: 'publishing not allowed' });
      }
      void deps.bus.publish({
        channel: msg.channel,
        event: msg.channel + CHANGED_SUFFIX,
        author: client.auth.username,
        payload: msg.payload,
      });
    }
  }

  // a raised token version (password, role, disabled) ends the account's sockets now, not at their token's expiry
  const stopVersions = deps.tokenVersions?.onChange((accountId, version) => {
    for (const client of clients) if (client.auth?.account_id === accountId && client.auth.ver !== version) drop(client);
  });

  // one serialisation per event, not per socket: a broadcast reaches thousands of sockets
  const unsubscribe = deps.bus.subscribe((event) => {
    const message: ServerSocketMessage = { type: 'event', ...event };
    let text: string | null = null;
    for (const client of clients)
      if (client.channels.has(event.channel) && !closedForExpiry(client)) sendText(client, (text ??= JSON.stringify(message)));
  });

  // Drop sockets that stopped answering pings (a phone that went out of range).
  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (closedForExpiry(client)) continue;
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, 30_000);
  heartbeat.unref();

  return {
    clientCount: () => clients.size,
    close: () => {
      clearInterval(heartbeat);
      unsubscribe();
      stopVersions?.();
      for (const c of clients) c.socket.terminate();
      wss.close();
    },
  };
}

function send(client: Client, message: ServerSocketMessage) {
  sendText(client, JSON.stringify(message));
}

function sendText(client: Client, text: string) {
  if (client.socket.readyState === client.socket.OPEN) client.socket.send(text);
}
