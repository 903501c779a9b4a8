import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { fakeIp } from './api';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's Chromium, headless, with the background networking that this closed machine refuses turned off.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = 'desktop',
  options: { reducedMotion?: boolean; serviceWorker?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    // The app's worker (push.md §1) answers some requests itself, and page.route never sees those: only
    // the tests of the worker (push.e2e.ts) let it run.
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    viewport: VIEWPORTS[viewport],
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    // Each browser is its own visitor, behind the loopback proxy the server trusts in these tests: one
    // file's sign-ups and reset requests never spend another's per-address budget (accounts.md §4).
    extraHTTPHeaders: { 'x-forwarded-for': fakeIp() },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  (page as Page & { errors: string[] }).errors = errors;
  return { context, page };
}

/**
 * A screenshot helper writing `<dir>/<name>.png`, or doing nothing when no directory is set. Full pages by
 * default; just the viewport when a dialog is open (it covers only the viewport).
 */
export function screenshots(dir: string | undefined) {
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
