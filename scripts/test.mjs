// `npm test`: everything, in order — typecheck, lint, build, unit and API tests (PGlite and PostgreSQL),
// browser flows.
// Prints one closing line "N passed, N failed" summing every suite.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = { ...process.env, TZ: 'UTC' };
const reports = mkdtempSync(join(tmpdir(), 'constelar-test-'));

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status === 0;
}

function vitest(label, configArgs, file) {
  const ok = run(label, 'npx', [
    'vitest',
    'run',
    ...configArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  let counts = { passed: 0, failed: 0 };
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    counts = {
      passed: json.numPassedTests,
      failed: json.numFailedTests + (ok ? 0 : json.numFailedTests === 0 ? 1 : 0),
    };
  } catch {
    counts.failed = 1;
  }
  return { ok, ...counts };
}

const steps = [];
// Gates before any test: a type error or a lint error fails the run like a failing test does.
for (const [label, script] of [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
]) {
  const ok = run(label, 'npm', ['run', script, '--silent']);
  steps.push({ ok, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}
if (!run('build', 'npm', ['run', 'build', '--silent'])) {
  console.log(
    `\n${steps.reduce((n, s) => n + s.passed, 0)} passed, ${steps.reduce((n, s) => n + s.failed, 0) + 1} failed`,
  );
  process.exit(1);
}
steps.push(vitest('unit and API tests', [], join(reports, 'unit.json')));
steps.push(vitest('browser tests', ['--config', 'e2e/vitest.config.ts'], join(reports, 'e2e.json')));

const passed = steps.reduce((n, s) => n + s.passed, 0);
const failed = steps.reduce((n, s) => n + s.failed, 0);
const ok = steps.every((s) => s.ok);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
