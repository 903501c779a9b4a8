// `npm run bench:phone` (issue #24): how the built app does on a phone, measured, not asserted.
//   1. Lighthouse 12's mobile preset (simulated slow 4G, 4× CPU slowdown, a 412 px Moto G) on /, a
//      report (/resultado, with a reading in localStorage as the landing form leaves it), /ceu and
//      /changelog: the four category scores, LCP, TBT and CLS;
//   2. the JavaScript / loads before its load event (brotli bytes on the wire) and how much of it is
//      unused once the page has settled (V8's function coverage, as Lighthouse reads it, weighted by each
//      file's compression ratio);
//   3. the main thread's busy share at idle on /, 10 s visible, then 10 s hidden (DevTools'
//      Performance.getMetrics: the TaskDuration delta over the wall time).
// Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) drives it all; nothing is downloaded.
// BENCH_PHONE_ONLY=idle measures the idle share alone (a minute instead of five).
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../e2e/support/chromium';
import { startBuiltServer } from './built-server';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const IDLE_S = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const BIRTH = {
  name: 'Clara Meireles',
  birthDate: '1992-09-23',
  birthTime: '06:40',
  birthPlace: 'Recife, PE',
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Row {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's own unused-javascript figure: transfer bytes of code not run while it watched. */
  unusedJsKb: number;
}

async function audit(browser: Browser, origin: string, path: string, report?: unknown): Promise<Row> {
  const page = await browser.newPage();
  if (report) {
    // Lighthouse keeps storage when told to: the reading is written first, on the same origin.
    await page.goto(`${origin}/politica-de-privacidade`);
    await page.evaluate((c) => {
      localStorage.setItem('constelar-last-report', JSON.stringify({ state: { content: c }, version: 0 }));
    }, report);
  }
  const result = await lighthouse(
    origin + path,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: Boolean(report),
    },
    undefined,
    page,
  );
  await page.close();
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    path,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Row['scores'],
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    unusedJsKb:
      ((lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)
        ?.overallSavingsBytes ?? 0) / 1024,
  };
}

/** Brotli bytes of JavaScript / fetches before its load event, and the share of them unused once settled. */
async function firstLoad(browser: Browser, origin: string): Promise<{ kb: number; unusedKb: number }> {
  // A fresh context: a first visit, nothing in the cache.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const client = await page.createCDPSession();
  await client.send('Network.enable');
  const scripts = new Map<string, { url: string; wire: number; raw: number; done: boolean }>();
  let loaded = false;
  client.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, wire: 0, raw: 0, done: false });
  });
  client.on('Network.dataReceived', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.raw += e.dataLength;
  });
  client.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s && !loaded) {
      s.wire = e.encodedDataLength;
      s.done = true;
    }
  });
  // Counted as Lighthouse's unused-javascript audit counts: by function (its js-usage gatherer asks V8 for
  // `detailed: false`, so a function that ran is used) once the page has settled, since React renders the
  // first screen in a task after the load event. Unlike Lighthouse, every script fetched before the load
  // event counts, however little it wastes (Lighthouse drops a script wasting under 20 KiB).
  await page.coverage.startJSCoverage({ includeRawScriptCoverage: false, useBlockCoverage: false });
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  loaded = true;
  await page.waitForNetworkIdle({ idleTime: 1000 });
  const coverage = await page.coverage.stopJSCoverage();
  await context.close();
  let wire = 0;
  let unused = 0;
  for (const s of scripts.values()) {
    if (!s.done) continue;
    wire += s.wire;
    const entry = coverage.find((c) => c.url === s.url);
    if (!entry) continue;
    const used = entry.ranges.reduce((sum, r) => sum + r.end - r.start, 0);
    unused += (1 - used / entry.text.length) * s.wire;
  }
  return { kb: wire / 1024, unusedKb: unused / 1024 };
}

/** The main thread's busy share over IDLE_S seconds on /, after it has settled. */
async function idleShare(page: Page): Promise<number> {
  const client = await page.createCDPSession();
  await client.send('Performance.enable');
  const taskSeconds = async () => {
    const { metrics } = await client.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'TaskDuration')!.value;
  };
  const t0 = await taskSeconds();
  const w0 = performance.now();
  await new Promise((r) => setTimeout(r, IDLE_S * 1000));
  const busy = (await taskSeconds()) - t0;
  return busy / ((performance.now() - w0) / 1000);
}

async function idle(
  browser: Browser,
  origin: string,
): Promise<{ visible: number; hidden: number; state: string }> {
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 2000));
  const visible = await idleShare(page);
  // Another tab in front hides this one (document.visibilityState 'hidden').
  const other = await browser.newPage();
  await other.bringToFront();
  const state = await page.evaluate(() => document.visibilityState);
  const hidden = await idleShare(page);
  await other.close();
  await page.close();
  return { visible, hidden, state };
}

const pct = (share: number) => `${(share * 100).toFixed(2)} %`;

async function main() {
  const server = await startBuiltServer();
  const browser = await puppeteer.launch({ executablePath: CHROME, args: CHROMIUM_FLAGS, headless: true });
  try {
    const reply = await fetch(`${server.url}/api/calculate/personal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BIRTH),
    });
    const { content } = (await reply.json()) as { content: unknown };
    const all = process.env.BENCH_PHONE_ONLY !== 'idle';

    if (all)
      console.log(
        `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${CHROME}`,
      );
    if (all) console.log('page          perf  a11y  best   seo    LCP ms   TBT ms     CLS  unused JS KB');
    for (const [path, report] of all
      ? ([['/'], ['/resultado', content], ['/ceu'], ['/changelog']] as const)
      : []) {
      const row = await audit(browser, server.url, path, report);
      const s = row.scores;
      console.log(
        `${path.padEnd(12)} ${[s.performance, s.accessibility, s['best-practices'], s.seo].map((n) => String(n).padStart(5)).join(' ')} ${row.lcp.toFixed(0).padStart(9)} ${row.tbt.toFixed(0).padStart(8)} ${row.cls.toFixed(3).padStart(7)} ${row.unusedJsKb.toFixed(1).padStart(12)}`,
      );
    }
    const load = all ? await firstLoad(browser, server.url) : undefined;
    if (load)
      console.log(
        `JS before load on /: ${load.kb.toFixed(1)} KB on the wire (budget 90), ${load.unusedKb.toFixed(1)} KB of it unused once settled (budget 25)`,
      );
    const busy = await idle(browser, server.url);
    console.log(
      `main thread busy at idle on / over ${IDLE_S} s: visible ${pct(busy.visible)} (budget 3 %), hidden ${pct(busy.hidden)} (budget 1 %, visibilityState ${busy.state})`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
