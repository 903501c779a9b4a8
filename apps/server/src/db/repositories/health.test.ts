import { describe, expect, it } from 'vitest';
import { repositoryDatabase, repositoryDrivers } from '../../test/repository-database';
import { pingDatabase } from './health';

describe.each(await repositoryDrivers())('health repository on $driver', ({ driver, run }) => {
  const t = repositoryDatabase(driver, run);

  it.runIf(run)('pings the database, inside a transaction too', async () => {
    await expect(pingDatabase(t.db)).resolves.toBeUndefined();
    await t.db.transaction(async (tx) => {
      await expect(pingDatabase(tx)).resolves.toBeUndefined();
    });
  });
});
