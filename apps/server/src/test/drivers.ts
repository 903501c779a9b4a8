import type { DatabaseDriver } from '../db/client';

/**
 * The drivers to run a suite against: PGlite always, PostgreSQL when it answers. Apart from test-app.ts
 * (which re-exports it) so that a suite without the app does not import the whole server to read it.
 */
export const DRIVERS: DatabaseDriver[] = ['pglite', 'postgres'];
