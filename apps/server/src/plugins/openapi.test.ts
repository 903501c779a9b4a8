import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../test/api-helpers';
import { buildTestApp, type TestApp } from '../test/test-app';

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  requestBody?: unknown;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

/** Every route Fastify knows, read from its own route tree (not from what the OpenAPI plugin saw). */
function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = Math.round(at / 4);
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 3))!;
    stack.length = depth;
    stack.push(match[1]!);
    for (const method of match[2]?.split(', ') ?? []) routes.push({ method, url: stack.join('') });
  }
  return routes;
}

describe('OpenAPI at /api/docs', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await buildTestApp();
    const res = await api(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => t?.close());

  it('documents every /api route, with a tag and a response schema for its success status', () => {
    const routes = registeredRoutes(t.app).filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThanOrEqual(32);
    const missing: string[] = [];
    for (const { method, url } of routes) {
      const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      const success = Object.entries(operation?.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
      // Image routes answer PNG bytes, the calendar also iCalendar text, the unsubscribe link a page;
      // everything else JSON.
      const content = success?.[1].content;
      const body =
        content?.['application/json'] ??
        content?.['image/png'] ??
        content?.['text/calendar'] ??
        content?.['text/html'];
      // A 204 (DELETE /api/push/subscriptions/{id}) has no body to describe.
      if (!operation?.tags?.length || (!body?.schema && success?.[0] !== '204')) {
        missing.push(`${method} ${url}`);
      }
    }
    expect(missing).toEqual([]);
    // And nothing documented that the server does not serve.
    const served = new Set(routes.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`));
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented.filter((op) => !served.has(op))).toEqual([]);
  });

  it('is OpenAPI 3 with a bearer scheme on every route that can answer 401', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const guarded = '401' in op.responses && !['/api/users/login'].includes(path);
        expect(Boolean(op.security?.some((s) => 'bearerAuth' in s)), `${method} ${path}`).toBe(guarded);
      }
    }
  });

  it('names the shared schemas and documents the list headers', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'PersonalContent',
        'SynastryContent',
        'SavedReport',
        'BirthInput',
        'ErrorResponse',
      ]),
    );
    const list = doc.paths['/api/reports']!.get!.responses['200'] as { headers?: Record<string, unknown> };
    expect(Object.keys(list.headers ?? {})).toEqual(['link', 'x-total-count']);
    const saved = JSON.stringify(doc.components.schemas.SavedReport);
    expect(saved).toContain('"personal"');
    expect(saved).toContain('"synastry"');
  });

  it('serves the browsable page and every file it loads from this server', async () => {
    const page = await api(t.app, { method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset, 'no other origin, no CDN').toMatch(/^\/api\/docs\/static\//);
      const res = await api(t.app, { method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
      expect(res.body).not.toMatch(/https?:\/\/(cdn|unpkg|fonts\.googleapis)/);
    }
  });
});
