import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { channelAllowed, eventReaches, type ClientSocketMessage, type ServerSocketMessage, type TokenPayload } from '@app/contracts';
import type { Clock, EventBus, Log, TokenService } from '@app/service-kit';
import { CLOSE_POLICY, messageRate, readFrame } from './socket-frames';
import type { TokenVersions } from './token-versions';

interface Client {
  socket: WebSocket;
  /** null until the first message authenticated the socket */
  auth: TokenPayload | null;
  channels: Set<string>;
  alive: boolean;
  /** messages are handled one after the other: a subscribe waits for the auth sent before it */
  queue: Promise<void>;
  rate: ReturnType<typeof messageRate>;
}

/** The limits a client's socket lives within (docs/security.md). */
export interface SocketLimits {
  /** a socket that has not authenticated within this time is closed */
  authTimeoutMs: number;
  /** a larger frame closes the socket with 1009 */
  maxMessageBytes: number;
  /** more messages than this within one second close the socket with 1008 */
  messagesPerSecond: number;
  maxChannels: number;
}

export const SOCKET_LIMITS: SocketLimits = {
  authTimeoutMs: 10_000,
  maxMessageBytes: 16 * 1024,
  // a page subscribes to its channels in one burst after (re)connecting: well under this
  messagesPerSecond: 60,
  maxChannels: 50,
};

/** Close code for a socket whose token ran out; the client reconnects with a refreshed token. */
export const TOKEN_EXPIRED_CLOSE = 4401;

/**
 * The websocket endpoint (/ws). The first message authenticates the socket with an access token
 * (`{ type: 'auth', token }`: never in the URL, where proxies and logs would keep it), of the
 * account's current token version; a new token may be sent the same way later. Then a client
 * subscribes to channels of its own pool (and its own profile); every event on the bus is delivered
 * to the sockets subscribed to its channel, on every gateway replica, because the bus fans out to
 * all of them. A socket of an account whose token version is raised is closed at once.
 *
 * Nothing a client sends reaches the process: every server, upgrade socket and connection has an
 * error handler; an oversized frame closes that socket with 1009, invalid UTF-8 or a malformed
 * message with 1007, a binary frame or a burst over the message rate with 1008.
 */
export function attachRealtime(
  server: http.Server,
  deps: { tokens: TokenService; clock: Clock; bus: EventBus; log: Log; tokenVersions?: Pick<TokenVersions, 'accepts' | 'onChange'> },
  limits: SocketLimits = SOCKET_LIMITS,
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes });
  const clients = new Set<Client>();
  wss.on('error', (err) => deps.log.warn({ err }, 'websocket server error'));

  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    // a reset or broken handshake is the client's business, never the process's
    socket.on('error', (err) => deps.log.debug({ err }, 'websocket upgrade socket error'));
    if (pathOf(req.url) !== '/ws') return socket.destroy();
    wss.handleUpgrade(req, socket, head, accept);
  });

  function accept(socket: WebSocket) {
    const client: Client = {
      socket,
      auth: null,
      channels: new Set(),
      alive: true,
      queue: Promise.resolve(),
      rate: messageRate(limits.messagesPerSecond, () => deps.clock.now().getTime()),
    };
    clients.add(client);
    const unauthenticated = setTimeout(() => {
      if (!client.auth) drop(client);
    }, limits.authTimeoutMs);
    unauthenticated.unref();
    // ws closes the socket itself on a frame too big (1009) or invalid UTF-8 (1007) and reports it here
    socket.on('error', (err) => deps.log.debug({ err }, 'websocket client error'));
    socket.on('pong', () => (client.alive = true));
    socket.on('close', () => {
      clearTimeout(unauthenticated);
      clients.delete(client);
    });
    socket.on('message', (data: RawData, isBinary: boolean) => {
      if (!client.rate.take()) return refuse(client, CLOSE_POLICY, 'too many messages');
      const frame = readFrame(data, isBinary);
      if ('close' in frame) return refuse(client, frame.close, frame.reason);
      client.queue = client.queue
        .then(() => onMessage(client, frame.message))
        .catch((err: unknown) => deps.log.warn({ err }, 'socket message failed'));
    });
  }

  function refuse(client: Client, code: number, reason: string) {
    clients.delete(client);
    client.socket.close(code, reason);
  }

  function drop(client: Client) {
    clients.delete(client);
    client.socket.close(TOKEN_EXPIRED_CLOSE, 'not authenticated');
  }

  /** The first message, and any later renewal: a valid token of the current version, for the same session on renewal. */
  async function authenticate(client: Client, token: string): Promise<void> {
    const auth = await deps.tokens.verify(token, deps.clock.now()).catch(() => null);
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

  async function onMessage(client: Client, msg: ClientSocketMessage): Promise<void> {
    if (closedForExpiry(client)) return;
    if (msg.type === 'auth') return authenticate(client, msg.token);
    if (!client.auth) return drop(client);
    if (!channelAllowed(msg.channel, client.auth.pool_id, client.auth.profile_id)) {
      return send(client, { type: 'error', channel: msg.channel, message: 'channel not allowed' });
    }
    if (msg.type === 'subscribe') {
      if (client.channels.size >= limits.maxChannels) return send(client, { type: 'error', message: 'too many channels' });
      client.channels.add(msg.channel);
      send(client, { type: 'subscribed', channel: msg.channel });
    } else {
      client.channels.delete(msg.channel);
    }
  }

  // a raised token version (password, role, disabled) ends the account's sockets now, not at their token's expiry
  const stopVersions = deps.tokenVersions?.onChange((accountId, version) => {
    for (const client of clients) if (client.auth?.account_id === accountId && client.auth.ver !== version) drop(client);
  });

  // one serialisation per event, not per socket: a broadcast reaches thousands of sockets; the
  // audience decides who hears it and is never sent on
  const unsubscribe = deps.bus.subscribe((event) => {
    const message: ServerSocketMessage = {
      type: 'event',
      channel: event.channel,
      event: event.event,
      author: event.author,
      payload: event.payload,
    };
    let text: string | null = null;
    for (const client of clients)
      if (client.auth && client.channels.has(event.channel) && eventReaches(event, client.auth) && !closedForExpiry(client))
        sendText(client, (text ??= JSON.stringify(message)));
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

/** The path of an upgrade request; a target that is no URL is no path of ours. */
function pathOf(target: string | undefined): string | null {
  try {
    return new URL(target ?? '/', 'http://localhost').pathname;
  } catch {
    return null;
  }
}

function send(client: Client, message: ServerSocketMessage) {
  sendText(client, JSON.stringify(message));
}

function sendText(client: Client, text: string) {
  if (client.socket.readyState === client.socket.OPEN) client.socket.send(text);
}
