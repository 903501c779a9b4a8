// What running Constelar for real needs (issue #30): request ids on every log line and reply, request
// metrics, and /metrics kept off the public port unless the caller holds METRICS_TOKEN.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Config } from '../config';
import type { Metrics } from '../metrics/metrics';

/** A caller's id is kept only when it is short and plain, so it cannot forge or flood a log line. */
const SAFE_ID = /^[\w.:-]{1,64}$/;

/** Fastify's genReqId: the X-Request-Id a proxy or client sent, or a new one. */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

const bearerMatches = (request: FastifyRequest, token: string) => {
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
};

const metricsServers = new WeakMap<FastifyInstance, Server>();

/** The port METRICS_PORT bound (useful with 0, which lets the system choose), once the app is ready. */
export function metricsPortOf(app: FastifyInstance): number | undefined {
  const address = metricsServers.get(app)?.address();
  return typeof address === 'object' && address ? address.port : undefined;
}

export function registerOperations(
  app: FastifyInstance,
  config: Config,
  metrics: Metrics,
  closeAfterReply: () => boolean,
): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // A stopping instance still answers, but once its port is closed lets no connection be reused: the
  // proxy reconnects elsewhere. At sending, not at arrival, so a request already running closes its
  // connection too. Not before the port closes: a client told to reconnect then would wait in the
  // kernel's accept queue, which closing the port resets (lib/connection-drain.ts).
  app.addHook('onSend', async (_request, reply) => {
    if (closeAfterReply()) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request, reply) => {
    // The template (/api/reports/:id), never the URL: ids and query strings would make endless series.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  const { token, port } = config.metrics;
  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      // Without the token the route does not exist, as far as the public port tells.
      if (!bearerMatches(request, token)) return reply.callNotFound();
      reply.type(metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  }
  if (port !== undefined) {
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      server = createServer((req, res) => {
        if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
          res.writeHead(404).end();
          return;
        }
        metrics.registry.metrics().then(
          (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
          () => res.writeHead(500).end(),
        );
      });
      await new Promise<void>((done) => server!.listen(port, config.host, done));
      metricsServers.set(app, server);
      app.log.info(`métricas em :${metricsPortOf(app)}/metrics`);
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    });
  }
}
