import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { fakeIp } from './api';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { poolable, takeIdle } from './context-pool';

const SHARED = Symbol.for('constelar.e2e.browser');
/** How newPage tells a file's handle of a context it took from the pool, so the file's end gives it back. */
const ADOPT = Symbol('adopt');
type Shared = { [SHARED]?: Promise<Browser> };

/** The lane's one Chromium, launched by the first file that asks and kept on globalThis (see below). */
function sharedBrowser(): Promise<Browser> {
  const holder = globalThis as Shared;
  const current = holder[SHARED];
  if (current) return current.then((b) => (b.isConnected() ? b : relaunch()));
  return relaunch();
  function relaunch() {
    holder[SHARED] = chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
    return holder[SHARED];
  }
}

/**
 * A file's handle on the lane's one Chromium. A lane runs its files one after another in one process
 * (isolate: false), so the browser is launched in that process once and driven directly: connecting to
 * a browser server in vitest's main process relayed every protocol message through one more process and
 * socket (ADR 094, session 19). Closing the handle closes only the contexts this file opened; the browser
 * itself goes with the process (Playwright kills what it launched on exit).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await sharedBrowser();
  const mine = new Set<BrowserContext>();
  return new Proxy(browser, {
    get(target, key) {
      if (key === ADOPT) return (context: BrowserContext) => mine.add(context);
      if (key === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) => {
          const context = await target.newContext(...args);
          mine.add(context);
          context.once('close', () => mine.delete(context));
          return context;
        };
      if (key === 'close')
        return async () => {
          await Promise.all([...mine].map((c) => c.close().catch(() => undefined)));
        };
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = 'desktop',
  /** reducedMotion: on unless a test watches the motion itself (false); nothing waits out a fade then. */
  /** clock: the page's timers under the test's hand (page.clock.runFor), time otherwise flowing. */
  /** userAgent: another device's (an Android phone), for what the app tells such a device only. */
  /** fresh: a context never used before, with nothing cached (support/context-pool.ts). */
  options: {
    reducedMotion?: boolean;
    serviceWorker?: boolean;
    clock?: boolean;
    userAgent?: string;
    fresh?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const reducedMotion = options.reducedMotion === false ? 'no-preference' : 'reduce';
  // Each browser is its own visitor, behind the loopback proxy the server trusts in these tests: one
  // test's sign-ups and reset requests never spend another's per-address budget (accounts.md §4).
  const visitor = { 'x-forwarded-for': fakeIp() };
  // Only the plain context is pooled: a user agent, a worker or a clock is set for a context's life.
  const pooled = !options.userAgent && !options.serviceWorker && !options.clock && !options.fresh;
  const reused = pooled ? takeIdle() : undefined;
  let context: BrowserContext;
  let page: Page;
  if (reused) {
    ({ context, page } = reused);
    (browser as Browser & { [ADOPT]?: (c: BrowserContext) => void })[ADOPT]?.(context);
    await context.setExtraHTTPHeaders(visitor);
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.emulateMedia({ reducedMotion });
  } else {
    context = await browser.newContext({
      ...(options.userAgent ? { userAgent: options.userAgent } : {}),
      // The app's worker (push.md §1) answers some requests itself, and page.route never sees those: only
      // the tests of the worker (push.e2e.ts) let it run.
      serviceWorkers: options.serviceWorker ? 'allow' : 'block',
      viewport: VIEWPORTS[viewport],
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      reducedMotion,
      extraHTTPHeaders: visitor,
    });
    if (options.clock) await context.clock.install();
    page = await context.newPage();
    if (pooled) poolable(context, page);
  }
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  (page as Page & { errors: string[] }).errors = errors;
  return { context, page };
}

/**
 * A screenshot helper writing `<dir>/<name>.png`, or doing nothing when no directory is set: pictures are
 * for a person to look at, and a full page drawn in software costs seconds of the gate's CPU. Full pages
 * by default; just the viewport when a dialog is open (it covers only the viewport).
 */
export function screenshots(dir: string | undefined) {
  if (dir) mkdirSync(dir, { recursive: true });
  return async (page: Page, name: string, fullPage = true) => {
    if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
  };
}

/**
 * A gate for a held answer: a route handler awaits `opened` so the waiting state (a busy button, a loading
 * text) stays on screen until the test has seen it and calls `open()`. No timing involved.
 */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** A download's bytes, read from Playwright's stream whatever the browser does with the file. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
