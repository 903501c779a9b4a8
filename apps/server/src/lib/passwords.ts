import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';

// Algorithm.Argon2id; the enum is const, so its value is spelled out.
const ARGON2ID = 2 as Algorithm;

// OWASP's argon2id baseline (19 MiB, 2 passes): strong, yet ~20 ms on this machine's cores.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run one core short of all of them: a flood of logins then waits its turn in this queue instead
 * of taking every core (and libuv's threadpool, which PGlite's file I/O shares) from every other request.
 */
export const PASSWORD_WORKERS = Math.max(1, availableParallelism() - 1);

function boundedQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const load = () => ({ running, waiting: waiting.length });
  const run = async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line, so `running` never dips and lets a newcomer jump it.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
  return { run, load };
}

const queue = boundedQueue(PASSWORD_WORKERS);
const inQueue = queue.run;
/** Hashes running and waiting now (the security suite checks that the bound holds). */
export const passwordQueueLoad = queue.load;

export const hashPassword = (password: string) => inQueue(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inQueue(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** Spent when the e-mail is unknown, so a login's timing does not reveal which e-mails exist. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('constelar-dummy-password');
  await verifyPassword(await dummyHash, password);
}
