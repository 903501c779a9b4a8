import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, matchAppRoute, pageTitle } from './app-routes';

describe('matchAppRoute', () => {
  it.each([
    ['/', '/'],
    ['/resultado', '/resultado/:reportId?'],
    ['/resultado/abc', '/resultado/:reportId?'],
    ['/resultado/abc/', '/resultado/:reportId?'],
    ['/report/abc', '/report/:reportId'],
    ['/sinastria', '/sinastria'],
    ['/sinastria/resultado', '/sinastria/resultado'],
    ['/sinastria/report/abc', '/sinastria/report/:reportId'],
    ['/admin/changelog', '/admin/changelog'],
    ['/ceu', '/ceu'],
  ])('%s opens %s', (path, pattern) => {
    expect(matchAppRoute(path)?.pattern).toBe(pattern);
  });

  it.each([
    '/nada',
    '/report',
    '/resultado/a/b',
    '/sinastria/report',
    '/admin/x',
    '/changelog/1',
    '/index.html',
  ])('%s is no page', (path) => {
    expect(matchAppRoute(path)).toBeUndefined();
  });
});

describe('the route list', () => {
  it('gives every page its own title and description', () => {
    const titles = APP_ROUTES.map((r) => r.title);
    const descriptions = APP_ROUTES.map((r) => r.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    // Link previews cut descriptions near 160 characters.
    for (const d of descriptions) expect(d.length).toBeLessThanOrEqual(160);
  });

  it('titles pages after the brand, except the home page, which leads with it', () => {
    expect(pageTitle('Changelog', '/changelog')).toBe('Changelog · Constelar');
    expect(pageTitle('Seu guia', '/')).toBe('Constelar — Seu guia');
  });

  it('stays browser-safe: no zod, no package code', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./app-routes.ts', import.meta.url))],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    expect(Object.keys(result.metafile.inputs)).toHaveLength(1);
    // Route titles and descriptions for astrology, numerology and tarot: about 7 KB minified, and nothing else.
    expect(result.outputFiles[0]!.contents.length).toBeLessThan(8 * 1024);
  });

  it('resolves through the package’s exports', async () => {
    const entry = await import('@constelar/contract/app-routes');
    expect(entry.APP_ROUTES).toBe(APP_ROUTES);
  });
});
