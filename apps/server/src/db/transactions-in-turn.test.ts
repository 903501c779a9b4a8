import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';

describe('PGlite transactions, each on its own turn', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'constelar-turns-'));
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir });
    await database.db.execute(sql`CREATE TABLE turns (n integer)`);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('commits what a transaction returns and rolls back what throws', async () => {
    const { db } = database;
    const kept = await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO turns VALUES (1)`);
      return 'kept';
    });
    expect(kept).toBe('kept');
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO turns VALUES (2)`);
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    const stored = (await db.execute(sql`SELECT n FROM turns ORDER BY n`)) as unknown as {
      rows: { n: number }[];
    };
    expect(stored.rows.map((row) => row.n)).toEqual([1]);
  });

  it('answers a query asked meanwhile before the transactions still waiting', async () => {
    // A health check's ping during a flood of saves: it waits for the transaction under way, not for
    // every one in line behind it.
    const { db } = database;
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      order.push('first');
      await held;
    });
    const waiting = [2, 3].map((n) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        order.push(`transaction ${n}`);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const ping = db.execute(sql`SELECT 1`).then(() => order.push('ping'));
    release();
    await Promise.all([first, ...waiting, ping]);
    expect(order).toEqual(['first', 'ping', 'transaction 2', 'transaction 3']);
  });
});
