import type { DatabaseDriver } from '../db/client';

/**
 * The drivers to run a suite against: PGlite always, PostgreSQL when it answers. Apart from test-app.ts
 * (which re-exports it) so that a suite without the app does not import the whole server to read it.
 */
export const DRIVERS: DatabaseDriver[] = ['pglite', 'postgres'];

/**
 * Where a route suite runs (issue #36, ADR 094): once, on PostgreSQL when it answers, else on PGlite.
 * Every query lives in db/repositories, whose suites run on both drivers, as do the queues, the
 * migrations, the locks and the app's boot; the browser suite runs the built server on PGlite.
 */
export async function routeDriver(): Promise<DatabaseDriver> {
  const { postgresAvailable } = await import('./postgres');
  return (await postgresAvailable()) ? 'postgres' : 'pglite';
}

/** One suite's parameters for `describe.each`, on the route driver. */
export async function routeSuite(): Promise<{ driver: DatabaseDriver; run: true }[]> {
  return [{ driver: await routeDriver(), run: true }];
}

/**
 * Both drivers, for the suites that stay on the matrix: locks, the deletion dump, and the capabilities
 * whose issue asks for their API on both databases (tarot, baralho cigano, Quíron).
 */
export async function everyDriverSuite(): Promise<{ driver: DatabaseDriver; run: boolean }[]> {
  const { postgresAvailable } = await import('./postgres');
  return [
    { driver: 'pglite', run: true },
    { driver: 'postgres', run: await postgresAvailable() },
  ];
}
