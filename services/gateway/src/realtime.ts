import type http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  channelAllowed,
  CHANGED_SUFFIX,
  CLIENT_PUBLISHABLE,
  type ClientSocketMessage,
  type ServerSocketMessage,
  type TokenPayload,
} from '@app/contracts';
import type { Clock, EventBus, Log, TokenService } from '@app/service-kit';

interface Client {
  socket: WebSocket;
  auth: TokenPayload;
  channels: Set<string>;
  alive: boolean;
}

const MAX_MESSAGE_BYTES = 16 * 1024;
const MAX_CHANNELS = 50;
/** Close code for a socket whose token ran out; the client reconnects with a refreshed token. */
export const TOKEN_EXPIRED_CLOSE = 4401;

/**
 * The websocket endpoint (/ws?token=...). A client subscribes to channels of its own pool (and its
 * own profile); every event on the bus is delivered to the sockets subscribed to its channel, on
 * every gateway replica, because the bus fans out to all of them.
 */
export function attachRealtime(server: http.Server, deps: { tokens: TokenService; clock: Clock; bus: EventBus; log: Log }) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const clients = new Set<Client>();

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/ws') return socket.destroy();
    const token = url.searchParams.get('token') ?? '';
    deps.tokens.verify(token, deps.clock.now()).then(
      (auth) => {
        if (!auth.finished) return reject(socket, 403);
        wss.handleUpgrade(req, socket, head, (ws) => accept(ws, auth));
      },
      () => reject(socket, 401),
    );
  });

  function accept(socket: WebSocket, auth: TokenPayload) {
    const client: Client = { socket, auth, channels: new Set(), alive: true };
    clients.add(client);
    socket.on('pong', () => (client.alive = true));
    socket.on('close', () => clients.delete(client));
    socket.on('message', (raw) => onMessage(client, raw.toString()));
  }

  // A socket lives no longer than its token: checked on every message, delivery and heartbeat.
  function closedForExpiry(client: Client): boolean {
    if (client.auth.exp * 1000 > deps.clock.now().getTime()) return false;
    clients.delete(client);
    client.socket.close(TOKEN_EXPIRED_CLOSE, 'token expired');
    return true;
  }

  function onMessage(client: Client, raw: string) {
    if (closedForExpiry(client)) return;
    let msg: ClientSocketMessage;
    try {
      msg = JSON.parse(raw) as ClientSocketMessage;
    } catch {
      return send(client, { type: 'error', message: 'malformed message' });
    }
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
      if (!CLIENT_PUBLISHABLE.some((re) => re.test(msg.channel))) {
        return send(client, { type: 'error', channel: msg.channel, message: 'publishing not allowed' });
      }
      void deps.bus.publish({ channel: msg.channel, event: msg.channel + CHANGED_SUFFIX, author: client.auth.username, payload: msg.payload });
    }
  }

  const unsubscribe = deps.bus.subscribe((event) => {
    const message: ServerSocketMessage = { type: 'event', ...event };
    for (const client of clients) if (client.channels.has(event.channel) && !closedForExpiry(client)) send(client, message);
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
      for (const c of clients) c.socket.terminate();
      wss.close();
    },
  };
}

function send(client: Client, message: ServerSocketMessage) {
  if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
}

function reject(socket: import('node:stream').Duplex, status: 401 | 403) {
  socket.write(`HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Forbidden'}\r\nConnection: close\r\n\r\n`);
  socket.destroy();
}
