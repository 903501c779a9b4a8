import { APP_ROUTES } from '@constelar/contract/app-routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeMeta } from './route-meta';
import { routes } from './router';

/** Pages the specs announce whose component has not landed yet; the server already knows them. */
const ANNOUNCED: string[] = [];

function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);
}

describe('the route list', () => {
  it('names every page of the router, so the server answers none of them with 404', () => {
    const routed = paths(routes).filter((p) => p !== '*');
    const listed = APP_ROUTES.map((r) => r.pattern);
    expect(routed.filter((p) => !listed.includes(p))).toEqual([]);
    // A listed path with no page would answer 200 with the not-found page: only the announced ones may.
    expect(listed.filter((p) => !routed.includes(p))).toEqual(ANNOUNCED);
  });

  it('titles known pages and the not-found page', () => {
    expect(routeMeta('/changelog').title).toBe('Changelog · Constelar');
    expect(routeMeta('/resultado/abc').title).toBe('Seu relatório pessoal · Constelar');
    expect(routeMeta('/perdido').title).toBe('Página não encontrada · Constelar');
  });
});
