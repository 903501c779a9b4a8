import { Server as NetServer, type Socket } from 'node:net';
import type { Server } from 'node:http';

/**
 * How long a connection must have carried no request before a stopping server closes it. Node calls a
 * keep-alive connection idle the moment a reply ends, even while the client's next request already sits
 * unread in the kernel's buffer: closing it then resets that request (issue #44). A client that keeps
 * sending is never this quiet; its next reply says `Connection: close` instead.
 */
export const QUIET_MS = 500;
const SWEEP_EVERY_MS = 100;

interface Tracked {
  busy: number;
  lastSeen: number;
}

/**
 * A stop in the order that resets no request the server accepted (issue #44):
 * 1. the port closes first, while no client has been told to reconnect, so none waits in the kernel's
 *    accept queue (which the kernel resets when the port closes): a new connection is refused, and a
 *    proxy tries another instance;
 * 2. only then each reply says `Connection: close`, and connections quiet for QUIET_MS are closed;
 * 3. the stop waits for every connection to end after its last answer. Node's own http close would
 *    instead cut every connection between two requests, the one whose next request is unread included.
 */
export interface ConnectionDrain {
  beginStop(): void;
  /** Whether replies should close their connection: true once the port is closed. */
  closing(): boolean;
  /** Begins the stop if needed and waits until every connection has ended, or `timeoutMs` passed. */
  drain(timeoutMs: number): Promise<void>;
}

export function trackConnections(server: Server, now: () => number = Date.now): ConnectionDrain {
  const sockets = new Map<Socket, Tracked>();
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { busy: 0, lastSeen: now() });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request, response) => {
    const tracked = sockets.get(request.socket);
    if (!tracked) return;
    tracked.busy++;
    tracked.lastSeen = now();
    response.once('close', () => {
      tracked.busy--;
      tracked.lastSeen = now();
    });
  });

  let started = false;
  let closed = false;
  let sweep: NodeJS.Timeout | undefined;
  const closeQuiet = () => {
    const limit = now() - QUIET_MS;
    for (const [socket, tracked] of sockets) {
      if (tracked.busy === 0 && tracked.lastSeen <= limit) socket.destroy();
    }
  };
  const closePort = () => {
    // net.Server's close stops accepting and nothing more (http.Server's would cut idle connections).
    if (server.listening) NetServer.prototype.close.call(server);
    closed = true;
    // Judged in the check phase, right after the poll phase has read what sockets had received: a
    // request already in the buffer is counted as busy before its connection is judged.
    sweep = setInterval(() => setImmediate(closeQuiet), SWEEP_EVERY_MS);
    sweep.unref();
  };

  const drain: ConnectionDrain = {
    beginStop() {
      if (started) return;
      started = true;
      // In the check phase, right after the poll phase has accepted what the kernel had queued.
      if (server.listening) setImmediate(closePort);
      else closePort();
    },
    closing: () => closed,
    async drain(timeoutMs) {
      drain.beginStop();
      const deadline = now() + timeoutMs;
      while ((!closed || sockets.size > 0) && now() < deadline)
        await new Promise((r) => setTimeout(r, SWEEP_EVERY_MS / 2));
      clearInterval(sweep);
    },
  };
  return drain;
}
