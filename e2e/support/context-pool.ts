import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Browser contexts handed from one test to the next, within a lane and across its files.
 *
 * A fresh context costs its page a renderer process: ~2.4 s of CPU to load `/` against ~1.1 s for the
 * same load in a page that stays on the site (ADR 112). So a test's `context.close()` on a pooled context
 * puts it back instead, emptied of what the test left: its cookies, its storage, its init scripts, its
 * routes, its listeners, its extra pages, its permissions, offline mode and media. The page waits on the
 * site's `/robots.txt`, so the next test's first `goto` stays in the same renderer, with its compiled
 * scripts and HTTP cache warm, as a returning visitor's browser would be.
 *
 * What cannot be undone marks the context spent, and it is closed for real: a clock installed, a function
 * exposed, the pooled page closed by the test.
 */
interface Pooled {
  context: BrowserContext;
  page: Page;
  /** Undoes the test's init scripts. */
  undo: (() => Promise<unknown>)[];
  /**
   * The test's listeners on the page, taken off when it ends (removeAllListeners would take Playwright's
   * own, too: a context without them never runs an animation frame under an installed clock).
   */
  listeners: [string, (...args: never[]) => unknown][];
  spent: boolean;
  /** The context's own close, for when it leaves the pool. */
  closeForReal: () => Promise<void>;
}

// The e2e tsconfig has no DOM lib: what release() touches inside the page.
interface InPage {
  localStorage: { clear(): void };
  sessionStorage: { clear(): void };
  indexedDB: { databases(): Promise<{ name?: string }[]>; deleteDatabase(name: string): unknown };
  caches: { keys(): Promise<string[]>; delete(key: string): Promise<boolean> };
}

const IDLE = Symbol.for('constelar.e2e.idle-contexts');
type Holder = { [IDLE]?: Pooled[] };
const idle = ((globalThis as Holder)[IDLE] ??= []);

/** An emptied context from the pool, if one is there. */
export function takeIdle(): Pooled | undefined {
  for (let entry = idle.pop(); entry; entry = idle.pop()) {
    if (!entry.page.isClosed()) return entry;
  }
  return undefined;
}

/** Patches a new context so that closing it returns it to the pool (see above). */
export function poolable(context: BrowserContext, page: Page): Pooled {
  const entry: Pooled = {
    context,
    page,
    undo: [],
    listeners: [],
    spent: false,
    closeForReal: context.close.bind(context),
  };
  const spend =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
    (...args: A) => {
      entry.spent = true;
      return method(...args);
    };
  const undoable =
    <A extends unknown[]>(method: (...args: A) => Promise<{ dispose(): Promise<void> }>) =>
    async (...args: A) => {
      const disposable = await method(...args);
      entry.undo.push(() => disposable.dispose());
      return disposable;
    };
  // Own properties on these instances: every reference to them (page.context(), page.clock) sees them.
  const clock = context.clock;
  for (const name of [
    'install',
    'fastForward',
    'pauseAt',
    'resume',
    'runFor',
    'setFixedTime',
    'setSystemTime',
  ] as const)
    Object.assign(clock, { [name]: spend(clock[name].bind(clock) as (...a: unknown[]) => Promise<void>) });
  Object.assign(context, {
    addInitScript: undoable(context.addInitScript.bind(context) as never),
    exposeFunction: spend(context.exposeFunction.bind(context)),
    exposeBinding: spend(context.exposeBinding.bind(context) as never),
    close: () => release(entry),
  });
  Object.assign(page, {
    addInitScript: undoable(page.addInitScript.bind(page) as never),
    exposeFunction: spend(page.exposeFunction.bind(page)),
    exposeBinding: spend(page.exposeBinding.bind(page) as never),
    close: spend(page.close.bind(page)),
  });
  for (const name of ['on', 'once', 'addListener', 'prependListener'] as const) {
    const add = page[name].bind(page) as (event: string, listener: (...args: never[]) => unknown) => Page;
    Object.assign(page, {
      [name]: (event: string, listener: (...args: never[]) => unknown) => {
        entry.listeners.push([event, listener]);
        return add(event, listener);
      },
    });
  }
  return entry;
}

/**
 * Puts a pooled context back, emptied: on a test's `context.close()`, or at its file's end however its
 * tests ended. One that cannot be emptied is closed for real.
 */
async function release(entry: Pooled): Promise<void> {
  if (idle.includes(entry)) return;
  const { context, page } = entry;
  try {
    if (entry.spent || page.isClosed()) throw new Error('spent');
    // The test's scripts and routes go first, so nothing of them runs on the way out.
    for (const undo of entry.undo.splice(0)) await undo();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const off = page.off.bind(page) as (event: string, listener: (...args: never[]) => unknown) => Page;
    for (const [event, listener] of entry.listeners.splice(0)) off(event, listener);
    await Promise.all(
      context
        .pages()
        .filter((p) => p !== page)
        .map((p) => p.close()),
    );
    await context.setOffline(false);
    await context.clearPermissions();
    await context.clearCookies();
    await page.emulateMedia({ media: null, colorScheme: null, forcedColors: null });
    // Same site, so the renderer stays; its storage is emptied from inside (sessionStorage is the tab's).
    await page.goto(`${inject('baseURL')}/robots.txt`);
    await page.evaluate(async () => {
      const w = globalThis as unknown as InPage;
      w.localStorage.clear();
      w.sessionStorage.clear();
      for (const db of await w.indexedDB.databases()) if (db.name) w.indexedDB.deleteDatabase(db.name);
      for (const key of await w.caches.keys()) await w.caches.delete(key);
    });
    idle.push(entry);
  } catch {
    await entry.closeForReal().catch(() => undefined);
  }
}
