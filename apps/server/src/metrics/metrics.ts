// What an operator watches (issue #30), in Prometheus' own client: one registry per app, so tests that
// build several apps in one process never mix their series.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** One finished request: its route template (never the raw URL, whose ids would explode the series). */
  request(route: string, method: string, status: number, seconds: number): void;
  /** A cache answered (hit) or had to produce (miss). */
  cacheLookup(cache: string, hit: boolean): void;
  /** A 429 given by the named rule. */
  rateLimited(rule: string): void;
  /** A share image drawn (not served from memory): by task, and whether a request or the server asked. */
  imageDrawn(task: string, priority: string): void;
  /** Adds gauges read at scrape time (queues whose size lives elsewhere). */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Event-loop lag (nodejs_eventloop_lag_*), heap, GC and handles come with the client's defaults.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const duration = new Histogram({
    name: 'constelar_http_request_duration_seconds',
    help: 'Duração das requisições, por rota (modelo), método e status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'constelar_cache_lookups_total',
    help: 'Consultas aos caches do servidor, por cache e resultado (hit ou miss).',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  const limited = new Counter({
    name: 'constelar_rate_limit_rejections_total',
    help: 'Respostas 429, por regra de limite.',
    labelNames: ['rule'] as const,
    registers: [registry],
  });
  const drawn = new Counter({
    name: 'constelar_share_images_drawn_total',
    help: 'Imagens de compartilhamento desenhadas (não servidas da memória), por tarefa e prioridade.',
    labelNames: ['task', 'priority'] as const,
    registers: [registry],
  });
  return {
    registry,
    imageDrawn: (task, priority) => drawn.inc({ task, priority }),
    request: (route, method, status, seconds) =>
      duration.observe({ route, method, status: String(status) }, seconds),
    cacheLookup: (name, hit) => cache.inc({ cache: name, result: hit ? 'hit' : 'miss' }),
    rateLimited: (rule) => limited.inc({ rule }),
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read());
        },
      });
    },
  };
}
