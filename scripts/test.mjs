#!/usr/bin/env node
// `npm test`: every suite, one after another, then one summary. Each step's own output is shown
// as it runs; the summary counts the tests each runner reported.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportDir = mkdtempSync(join(tmpdir(), 'woohoo-test-'));
const vitest = (name, workspace) => ({
  name,
  cmd: [
    'npx',
    'vitest',
    'run',
    '--root',
    workspace,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reportDir, `${name}.json`)}`,
  ],
  report: join(reportDir, `${name}.json`),
});

const steps = [
  { name: 'lint', cmd: ['npx', 'biome', 'check', '.'] },
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck', '--silent'] },
  { name: 'contracts build', cmd: ['npm', 'run', 'build', '-w', '@woohoo/contracts', '--silent'] },
  { name: 'forge', cmd: ['npx', 'forge', 'test'], cwd: 'packages/contracts', forge: true },
  vitest('shared', 'packages/shared'),
  vitest('contracts-ts', 'packages/contracts'),
  vitest('server', 'apps/server'),
  vitest('web', 'apps/web'),
  { name: 'web build', cmd: ['npm', 'run', 'build', '-w', '@woohoo/web', '--silent'] },
  vitest('e2e', 'e2e'),
];

const results = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━ ${step.cmd.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), {
    cwd: step.cwd,
    stdio: step.forge ? ['inherit', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
  });
  if (step.forge && run.stdout) process.stdout.write(run.stdout);
  const counts = step.report ? readVitest(step.report) : step.forge ? readForge(run.stdout ?? '') : undefined;
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000, counts });
}
rmSync(reportDir, { recursive: true, force: true });

console.log('\n━━ summary ━━');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  const c = r.counts;
  if (c) {
    passed += c.passed;
    failed += c.failed;
    skipped += c.skipped;
  }
  const tally = c
    ? ` ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`
    : '';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(16)} ${r.seconds.toFixed(1).padStart(6)} s${tally}`);
}
const stepsFailed = results.filter((r) => !r.ok).length;
if (stepsFailed > 0 && failed === 0) failed = stepsFailed;
for (const r of results) {
  for (const f of r.counts?.failures ?? [])
    console.log(`\nfailed in ${r.name}: ${f.file} > ${f.name}\n${f.message}`);
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(stepsFailed > 0 ? 1 : 0);

function readVitest(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // The failures are repeated at the very end, so the tail of a CI log names them.
  const failures = (report.testResults ?? []).flatMap((suite) =>
    (suite.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        file: suite.name.replace(`${process.cwd()}/`, ''),
        name: test.fullName,
        message: (test.failureMessages ?? []).join('\n').split('\n').slice(0, 6).join('\n'),
      })),
  );
  if (failures.length === 0 && report.success === false) {
    for (const suite of report.testResults ?? []) {
      if (suite.status === 'failed')
        failures.push({ file: suite.name, name: '(suite)', message: (suite.message ?? '').slice(0, 600) });
    }
  }
  return {
    failures,
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function readForge(output) {
  // forge ends with: "Ran N test suites in ...: P tests passed, F failed, S skipped (T total tests)"
  const match = output.match(/(\d+) tests passed, (\d+) failed, (\d+) skipped/);
  return match
    ? { passed: Number(match[1]), failed: Number(match[2]), skipped: Number(match[3]) }
    : undefined;
}
