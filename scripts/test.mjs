#!/usr/bin/env node
// `npm test`: every suite, then one summary. The two long suites, server and browser, run one after
// the other, each with its two workers, and the short steps run one at a time beside them at a lower
// CPU priority. Side by side, server and browser suites ran 20 processes on two cores: each took
// six times as long as alone (241 s and 336 s alone, 1,600 s together), because their waits are
// timed (pages settling, polls, time-outs) and stretch under load. A step's output is shown whole
// when it ends, so steps never interleave; while they run, a line every minute says what is running.
//
// The last line is read by scripts: `tests passed=<n> failed=<n> skipped=<n> wall_s=<s>`, and just
// above it are the ten slowest test files. TEST_CONCURRENCY sets how many steps run at once.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const started = Date.now();
const ROOT = process.cwd();
const CONCURRENCY = Number(process.env.TEST_CONCURRENCY ?? Math.max(2, availableParallelism()));
const workDir = mkdtempSync(join(tmpdir(), 'woohoo-test-'));

const vitest = (name, workspace, needs = []) => ({
  name,
  needs,
  cmd: [
    'npx',
    'vitest',
    'run',
    '--root',
    workspace,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(workDir, `${name}.json`)}`,
  ],
  report: join(workDir, `${name}.json`),
});

/**
 * The short steps run beside the long one, at a lower CPU priority (`nice`): they have minutes of
 * slack, while every second the server or browser suite waits for a core is a second more of the
 * whole run.
 */
const background = (step) => ({ ...step, background: true });

/** A long suite: never started while another runs (see the top of this file). */
const heavy = (step) => ({ ...step, heavy: true });

/** In the order they are started when a slot is free and what they need is done. */
const steps = [
  { name: 'contracts build', cmd: ['npm', 'run', 'build', '-w', '@woohoo/contracts', '--silent'] },
  heavy(vitest('server', 'apps/server', ['contracts build'])),
  { name: 'web build', cmd: ['npm', 'run', 'build', '-w', '@woohoo/web', '--silent'] },
  heavy(vitest('e2e', 'e2e', ['web build', 'contracts build'])),
  background({ name: 'lint', cmd: ['npx', 'biome', 'check', '.'] }),
  background({ name: 'typecheck', cmd: ['npm', 'run', 'typecheck', '--silent'] }),
  background({
    name: 'forge',
    cmd: ['npx', 'forge', 'test'],
    cwd: 'packages/contracts',
    forge: true,
    needs: ['contracts build'],
  }),
  background(vitest('shared', 'packages/shared')),
  background(vitest('contracts-ts', 'packages/contracts', ['contracts build'])),
  background(vitest('web', 'apps/web')),
];

/** The command to spawn: a background step under `nice` where the system has it. */
function commandOf(step) {
  return step.background && process.platform !== 'win32' ? ['nice', '-n', '10', ...step.cmd] : step.cmd;
}

const results = new Map();
const running = new Map();
const children = new Set();

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) killGroup(child);
    rmSync(workDir, { recursive: true, force: true });
    process.exit(130);
  });
}

const heartbeat = setInterval(() => {
  const now = Date.now();
  const list = [...running].map(([name, since]) => `${name} ${clock(now - since)}`).join(', ');
  console.log(`… ${clock(now - started)}: running ${list}; ${results.size}/${steps.length} steps done`);
}, 60_000);

await runAll();
clearInterval(heartbeat);
rmSync(workDir, { recursive: true, force: true });
process.exit(summarise());

/** Starts every step whose needs are met while slots are free, until all have ended. */
function runAll() {
  return new Promise((done) => {
    const launch = () => {
      if (results.size === steps.length) return done();
      for (const step of steps) {
        if (running.size >= CONCURRENCY) break;
        if (results.has(step.name) || running.has(step.name)) continue;
        if (!(step.needs ?? []).every((need) => results.has(need))) continue;
        if (step.heavy && steps.some((other) => other.heavy && running.has(other.name))) continue;
        // A step whose needs failed is not run: its failures would only repeat theirs.
        const failedNeed = (step.needs ?? []).find((need) => !results.get(need).ok);
        if (failedNeed) {
          results.set(step.name, { ok: false, seconds: 0, note: `not run: ${failedNeed} failed` });
          console.log(`\n━━ ${step.name} ━━ not run: ${failedNeed} failed`);
          continue;
        }
        running.set(step.name, Date.now());
        runStep(step).then((result) => {
          running.delete(step.name);
          results.set(step.name, result);
          launch();
        });
      }
      if (results.size === steps.length) done();
    };
    launch();
  });
}

/** Runs one step with its output in a file, then prints the output whole. */
function runStep(step) {
  const log = join(workDir, `${step.name.replace(/\W+/g, '-')}.log`);
  const out = createWriteStream(log);
  const stepStarted = Date.now();
  return new Promise((resolveStep) => {
    const [command, ...args] = commandOf(step);
    const child = spawn(command, args, {
      cwd: step.cwd ?? ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    children.add(child);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      children.delete(child);
      out.end(() => {
        const seconds = (Date.now() - stepStarted) / 1000;
        const output = readFileSync(log, 'utf8');
        console.log(`\n━━ ${step.name} ━━ ${step.cmd.join(' ')} (${seconds.toFixed(1)} s)`);
        process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
        const counts = step.report ? readVitest(step.report) : step.forge ? readForge(output) : undefined;
        resolveStep({ ok: code === 0, seconds, counts });
      });
    });
  });
}

function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** Prints the table of steps, the failures, the ten slowest files and the last line. */
function summarise() {
  console.log('\n━━ summary ━━');
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const step of steps) {
    const r = results.get(step.name);
    const c = r.counts;
    if (c) {
      passed += c.passed;
      failed += c.failed;
      skipped += c.skipped;
    }
    const tally = c
      ? ` ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`
      : '';
    const note = r.note ? ` ${r.note}` : '';
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'} ${step.name.padEnd(16)} ${r.seconds.toFixed(1).padStart(6)} s${tally}${note}`,
    );
  }
  const stepsFailed = [...results.values()].filter((r) => !r.ok).length;
  // A step that failed without a failed test (lint, a build, a suite that did not load) counts once.
  if (stepsFailed > 0 && failed === 0) failed = stepsFailed;
  for (const step of steps) {
    for (const f of results.get(step.name).counts?.failures ?? [])
      console.log(`\nfailed in ${step.name}: ${f.file} > ${f.name}\n${f.message}`);
  }
  const files = steps.flatMap((step) => results.get(step.name).counts?.files ?? []);
  files.sort((a, b) => b.seconds - a.seconds);
  console.log('\nslowest test files:');
  for (const file of files.slice(0, 10))
    console.log(`${file.seconds.toFixed(1).padStart(7)} s  ${file.name}`);
  const wall = Math.round((Date.now() - started) / 1000);
  console.log(`tests passed=${passed} failed=${failed} skipped=${skipped} wall_s=${wall}`);
  return stepsFailed > 0 ? 1 : 0;
}

function readVitest(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const suites = report.testResults ?? [];
  const failures = suites.flatMap((suite) =>
    (suite.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        file: relative(ROOT, suite.name),
        name: test.fullName,
        message: (test.failureMessages ?? []).join('\n').split('\n').slice(0, 6).join('\n'),
      })),
  );
  if (failures.length === 0 && report.success === false) {
    for (const suite of suites) {
      if (suite.status === 'failed')
        failures.push({
          file: relative(ROOT, suite.name),
          name: '(suite)',
          message: (suite.message ?? '').slice(0, 600),
        });
    }
  }
  return {
    failures,
    files: suites.map((suite) => ({
      name: relative(ROOT, suite.name),
      seconds: ((suite.endTime ?? 0) - (suite.startTime ?? 0)) / 1000,
    })),
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function readForge(output) {
  // forge ends with: "Ran N test suites in ...: P tests passed, F failed, S skipped (T total tests)"
  const match = output.match(/(\d+) tests passed, (\d+) failed, (\d+) skipped/);
  if (!match) return undefined;
  // Each suite: "Ran 6 tests for test/Funding.t.sol:FundingAddRewardTest" ... "finished in 2.62ms"
  const files = [];
  for (const suite of output.matchAll(/Ran \d+ tests? for (\S+)[\s\S]*?finished in ([\d.]+)(µs|ms|s)\b/g)) {
    const scale = { µs: 1e-6, ms: 1e-3, s: 1 }[suite[3]];
    files.push({ name: `packages/contracts/${suite[1]}`, seconds: Number(suite[2]) * scale });
  }
  return {
    files,
    failures: [],
    passed: Number(match[1]),
    failed: Number(match[2]),
    skipped: Number(match[3]),
  };
}

function clock(ms) {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
