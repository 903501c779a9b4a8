import type { PGlite } from '@electric-sql/pglite';
import { createGate } from '../lib/gate';

/**
 * PGlite whose transactions start one at a time, each on a later turn of the event loop than the one
 * before it ended (lib/gate.ts).
 *
 * PGlite runs SQL on this thread and answers through promises, and it already runs one transaction at a
 * time. Its lock hands over to the next transaction in line within the same turn, so under a flood of
 * saves (the synastry's, the reports') every transaction waiting went through in one turn after another
 * while a request that arrived meanwhile sat unread: `/api/health` p99 155–229 ms. Waiting here instead,
 * they leave the loop free between them, and a query outside any transaction (a health check, a session)
 * waits behind one transaction at most: 21 ms, at the same rate of saves (ADR 108, "Session 23").
 *
 * Only transactions: a gate in front of every query made each wait its turn behind all the others.
 */
export function transactionsInTurn(client: PGlite): PGlite {
  const gate = createGate(1, Number.POSITIVE_INFINITY);
  const transaction: PGlite['transaction'] = (callback) => gate.run(() => client.transaction(callback));
  return new Proxy(client, {
    get(target, name) {
      if (name === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, name, target);
      // Its private fields (its locks) are reached only through the real instance.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
