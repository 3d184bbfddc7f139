#!/usr/bin/env node
// Runs every check and suite, even after one fails, then prints one closing line that sums them:
// type-check, lint and format count one each; Vitest and Playwright count their tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const unitReport = 'test-results/unit.json';
const e2eReport = 'test-results/e2e.json';
rmSync(unitReport, { force: true });
rmSync(e2eReport, { force: true });

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  return result.status === 0;
}

/** Runs a command with its output kept, to print whole once it ends; resolves with whether it passed. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { shell: process.platform === 'win32' });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ ok: false, output: String(error) }));
    child.on('close', (code) =>
      resolve({ ok: code === 0, output: Buffer.concat(output).toString() }),
    );
  });
}

const results = [];
// The three static checks at once, each its output printed whole and in this order: they read
// the same files and need none of each other, and together one at a time took ~100 s.
const checks = [
  ['type-check', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', ['eslint', '.', '--max-warnings', '0']],
  ['format', ['prettier', '--check', '.']],
];
const checked = await Promise.all(checks.map(([, args]) => runQuietly('npx', args)));
checks.forEach(([label, args], i) => {
  const { ok, output } = checked[i];
  console.log(`\n▶ ${label}: ${['npx', ...args].join(' ')}`);
  if (output) process.stdout.write(output);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
});

function counts(label, ok, report, read) {
  if (!existsSync(report)) return { label, passed: 0, failed: 1, note: 'no report (did not run)' };
  const { passed, failed } = read(JSON.parse(readFileSync(report, 'utf8')));
  // A suite that failed without a failing test (e.g. a crash) still counts as a failure.
  return { label, passed, failed: failed === 0 && !ok ? 1 : failed };
}

const unitOk = run('unit tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitReport}`,
]);
results.push(
  counts('unit tests', unitOk, unitReport, (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests,
  })),
);

const built = run('build', 'npx', ['vite', 'build']);
results.push({ label: 'build', passed: built ? 1 : 0, failed: built ? 0 : 1 });
if (built) {
  const e2eOk = run('browser tests', 'npx', ['playwright', 'test']);
  results.push(
    counts('browser tests', e2eOk, e2eReport, (r) => ({
      passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
      failed: r.stats?.unexpected ?? 0,
    })),
  );
}

console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.label}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
