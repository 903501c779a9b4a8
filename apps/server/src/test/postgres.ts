import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let availability: Promise<boolean> | undefined;

/** Whether a PostgreSQL server answers. Where none does, callers print a loud notice; CI always has one. */
export function postgresAvailable(): Promise<boolean> {
  availability ??= (async () => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return true;
    } catch {
      if (process.env.CI)
        throw new Error(`PostgreSQL is required in CI but did not answer at ${POSTGRES_ADMIN_URL}`);
      console.warn(
        `\n!!!!!!!!\n!!! PostgreSQL não respondeu em ${POSTGRES_ADMIN_URL}: os testes do driver postgres foram PULADOS.\n!!!!!!!!\n`,
      );
      return false;
    }
  })();
  return availability;
}

/**
 * Creates a database for one test and returns its URL and a drop function: empty, or a copy of
 * `template` (a migrated database, test/template-databases.ts).
 */
export async function createScratchDatabase(
  template?: string | null,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `constelar_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
