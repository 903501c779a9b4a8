// `npm test`: everything — typecheck, lint, build, unit and API tests (PGlite and PostgreSQL), browser
// flows — overlapped where nothing waits on another (docs/decisions/094-a-gate-in-ten-minutes.md):
// typecheck, lint and build start together; the unit and API tests and the browser tests start as soon as
// the build is there, side by side, all but the build and the browser tests a little nicer than them. Each
// phase's output is printed whole when it ends, with its time.
// Prints one closing line "N passed, N failed" summing every suite.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
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
function run(label, command, args, { nice = 0 } = {}) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
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
// The browser suite runs in one lane by default, beside the unit and API tests: its own built server,
// embedded database and one Chromium. Two lanes side by side (BROWSER_LANES=2, `--shard`, each with all of
// its own) took 1,223–1,340 s on this 2-core machine against 882–896 s for one, and 753–838 s with the phases
// beside it niced: on two cores a second lane only adds a server, a browser and more pages waiting on one
// another (ADR 094, session 19).
const lanes = Number(process.env.BROWSER_LANES ?? 1);
const browserLanes = () =>
  Array.from({ length: lanes }, (_, i) =>
    vitest(
      lanes > 1 ? `browser tests, lane ${i + 1} of ${lanes}` : 'browser tests',
      ['--config', 'e2e/vitest.config.ts', ...(lanes > 1 ? [`--shard=${i + 1}/${lanes}`] : [])],
      join(reports, `e2e-${i + 1}.json`),
    ),
  );
const tests = build.then((b) =>
  b.ok
    ? Promise.all([
        vitest('unit and API tests', [], join(reports, 'unit.json'), { nice: BESIDE_THE_LANE }),
        ...browserLanes(),
      ])
    : [],
);
const steps = [await typecheck, await lint, await build, ...(await tests)];

const passed = steps.reduce((n, s) => n + s.passed, 0);
const failed = steps.reduce((n, s) => n + s.failed, 0);
console.log(
  `\n${steps.map((s) => `${s.label}: ${seconds(s.ms)}`).join(' · ')} · in all ${seconds(Date.now() - started)}`,
);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(steps.every((s) => s.ok) && failed === 0 ? 0 : 1);
