import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import * as schema from './schema';
import { transactionsInTurn } from './transactions-in-turn';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite persisted under dataDir. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose server goes away (restart, failover) re-emits the error on the pool; without
    // a listener that would crash the process. The pool drops that client and opens a new one later.
    pool.on('error', (error) => console.warn(`PostgreSQL: conexão ociosa encerrada (${error.message})`));
    const open = new Set<pg.PoolClient>();
    pool.on('connect', (client) => {
      open.add(client);
      client.once('end', () => open.delete(client));
    });
    // Fail at boot, not on the first request, when the server is unreachable.
    const client = await pool.connect();
    client.release();
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      driver: 'postgres',
      // pool.end() resolves once every client is asked to end, not once its socket has closed; waiting
      // for each 'end' means nothing is still talking to the server when close() returns.
      close: async () => {
        const ending = [...open].map((c) => new Promise<void>((done) => c.once('end', () => done())));
        await pool.end();
        await Promise.all(ending);
      },
    };
  }
  const dir = resolve(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  // relaxedDurability stays off: every acknowledged commit reaches the files before the reply.
  const client = await PGlite.create(dir, { relaxedDurability: false });
  return {
    db: drizzlePglite(transactionsInTurn(client), { schema }) as unknown as Db,
    driver: 'pglite',
    close: () => client.close(),
  };
}
