// `npm test`: everything — typecheck, lint, build, unit and API tests (PGlite and PostgreSQL), browser
// flows — overlapped where nothing waits on another (docs/decisions/094-a-gate-in-ten-minutes.md):
// typecheck, lint and build start together; the unit and API tests and the browser tests start as soon as
// the build is there, side by side, all but the build and the browser tests a little nicer than them; once
// the unit tests end, a second browser lane takes the browser files no lane has started. Each phase's
// output is printed whole when it ends, with its time.
// Prints one closing line "N passed, N failed" summing every suite.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';

const env = { ...process.env, TZ: 'UTC' };
const reports = mkdtempSync(join(tmpdir(), 'constelar-test-'));
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * The browser lane is the gate's longest phase and leaves part of a core free; the phases beside it run at
 * this niceness and take what it leaves, instead of slowing it (ADR 094, session 19).
 */
const BESIDE_THE_LANE = 5;

/** Runs a command with its output kept, then prints it under the phase's name. */
function run(label, command, args, { nice = 0, env: extra = {} } = {}) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
    // Set before the command starts its own processes, which inherit it.
    if (nice && child.pid) setPriority(child.pid, nice);
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const ms = Date.now() - t0;
      console.log(`\n▶ ${label} (${seconds(ms)}, ${code === 0 ? 'ok' : `exit ${code}`})`);
      process.stdout.write(Buffer.concat(chunks));
      resolve({ label, ok: code === 0, ms });
    });
  });
}

const gate = async (label, script, options) => {
  const r = await run(label, 'npm', ['run', script, '--silent'], options);
  return { ...r, passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1 };
};

async function vitest(label, configArgs, file, options) {
  const r = await run(
    label,
    'npx',
    ['vitest', 'run', ...configArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    options,
  );
  let counts = { passed: 0, failed: 1 };
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    counts = {
      passed: json.numPassedTests,
      failed: json.numFailedTests + (r.ok ? 0 : json.numFailedTests === 0 ? 1 : 0),
    };
  } catch {
    /* no report: counted as one failure */
  }
  return { ...r, ...counts };
}

// Gates before any test: a type error or a lint error fails the run like a failing test does.
const typecheck = gate('typecheck', 'typecheck', { nice: BESIDE_THE_LANE });
const lint = gate('lint', 'lint', { nice: BESIDE_THE_LANE });
const build = gate('build', 'build');
// The browser suite runs in one lane from the build on, beside the unit and API tests: its own built server,
// embedded database and one Chromium. Two lanes from the start took 1,223–1,340 s on this 2-core machine
// against 753–917 s for one (ADR 094, session 19): beside the unit tests, a second lane only adds a server,
// a browser and more pages waiting on one another. Once the unit tests end, though, one lane leaves most of
// a core idle (ADR 094, session 20), so a second lane starts then, on the files no lane has claimed yet.
// Every lane is given the list and runs a file only if it claims it first (e2e/support/lane-runner.ts).
// BROWSER_LANES=N starts N lanes from the build on, for a machine with more cores.
const claims = mkdtempSync(join(tmpdir(), 'constelar-e2e-claims-'));
const claimed = () => new Set(readdirSync(claims));
const browserFiles = readdirSync('e2e', { recursive: true })
  .filter((f) => f.endsWith('.e2e.ts'))
  .map((f) => join('e2e', f));
/** A file's claim, as e2e/support/lane-runner.ts names it: its path from the root, one directory name. */
const claimOf = (file) => file.replaceAll('/', '__');
const lanes = Number(process.env.BROWSER_LANES ?? 1);
const browserLane = (label, n, files = []) =>
  vitest(label, ['--config', 'e2e/vitest.config.ts', ...files], join(reports, `e2e-${n}.json`), {
    env: { E2E_CLAIMS: claims },
  });
const tests = build.then((b) => {
  if (!b.ok) return [];
  const unit = vitest('unit and API tests', [], join(reports, 'unit.json'), { nice: BESIDE_THE_LANE });
  const fromTheStart = Array.from({ length: lanes }, (_, i) =>
    browserLane(lanes > 1 ? `browser tests, lane ${i + 1}` : 'browser tests', i + 1),
  );
  // Only the files nobody has started: a file in progress, or done, stays with its lane.
  const tail = unit.then(() => {
    const left = browserFiles.filter((f) => !claimed().has(claimOf(f)));
    const label = `browser tests, a lane from when the unit tests ended (${left.length} files left)`;
    return left.length > 1 ? browserLane(label, lanes + 1, left) : null;
  });
  return Promise.all([unit, ...fromTheStart, tail]).then((r) => r.filter(Boolean));
});
const steps = [await typecheck, await lint, await build, ...(await tests)];
// Every browser file ran in some lane: a file no lane claimed would pass unseen.
const unclaimed = (await build).ok ? browserFiles.filter((f) => !claimed().has(claimOf(f))) : [];
if (unclaimed.length) {
  console.log(`\n▶ browser files that ran in no lane: ${unclaimed.join(', ')}`);
  steps.push({ label: 'browser files in no lane', ok: false, ms: 0, passed: 0, failed: unclaimed.length });
}

const passed = steps.reduce((n, s) => n + s.passed, 0);
const failed = steps.reduce((n, s) => n + s.failed, 0);
console.log(
  `\n${steps.map((s) => `${s.label}: ${seconds(s.ms)}`).join(' · ')} · in all ${seconds(Date.now() - started)}`,
);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(steps.every((s) => s.ok) && failed === 0 ? 0 : 1);
