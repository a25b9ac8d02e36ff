// `npm run bench:web`: builds the web app, serves it the way `npm start` does (the real server in
// local mode: anvil, PGlite, a throw-away data folder, free ports), runs Lighthouse 12 with the
// system Chromium at its default mobile settings (simulated slow 4G and a 4x slower CPU) three
// times on the home page and on a money page (assets, signed out: what a visitor from a link
// meets), and prints each run, the medians and the home route's first-load JavaScript against all
// the app's JavaScript. A benchmark, not a test: it never gates CI.
// Its last line is read by a script:
//   web lighthouse_perf=<median score> home_js_gz_kb=<size>
// where the score is the lower of the two pages' medians (the budget holds on both).
// BENCH_WEB_RUNS changes the number of runs; BENCH_WEB_SKIP_BUILD=1 reuses apps/web/dist.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../e2e/fixtures/chromium';
import { buildServer, startOwnStack } from '../e2e/fixtures/own-stack';
import { measureHomeFirstLoad } from './web/home-first-load';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PAGES = [
  { name: 'home', hash: '#/pages/index/index' },
  { name: 'assets (money page)', hash: '#/pages/my/BSCassets' },
];
const REPO = resolve(import.meta.dirname, '..');
const DIST = resolve(REPO, 'apps/web/dist');

type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

async function audit(chromePath: string, url: string): Promise<Run> {
  // A fresh browser each run: nothing cached, no service worker from the run before.
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const { categories, audits } = result.lhr;
    if (categories.performance?.score == null)
      throw new Error(`Lighthouse gave no performance score for ${url}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

/** A run Lighthouse could not finish (a page that did not paint in its time limit) is told and tried again, twice at most. */
async function auditWithRetry(chromePath: string, url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(chromePath, url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  Lighthouse could not finish a run (${(error as Error).message}); trying again`);
    }
  }
}

const chromePath = findChromium();
if (!chromePath)
  throw new Error('bench:web needs Chromium: apt-get install -y chromium (or set CHROMIUM_PATH)');

if (process.env.BENCH_WEB_SKIP_BUILD !== '1') {
  console.log('building the contracts, the web app and the server (npm run build)…');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: REPO, stdio: ['ignore', 'ignore', 'inherit'] });
} else {
  // The server always: the stack runs its build, and building it takes a fraction of a second.
  buildServer();
}
const firstLoad = measureHomeFirstLoad(DIST);

const stack = await startOwnStack();
const medians: number[] = [];
try {
  console.log(`serving ${stack.baseUrl} (local mode); Lighthouse ${RUNS} runs per page, mobile settings`);
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await auditWithRetry(chromePath, `${stack.baseUrl}/${page.hash}`);
      runs.push(run);
      console.log(
        `${page.name.padEnd(20)} run ${i + 1}: performance ${run.performance}  FCP ${(run.fcpMs / 1000).toFixed(1)} s  LCP ${(run.lcpMs / 1000).toFixed(1)} s  TBT ${run.tbtMs.toFixed(0)} ms  CLS ${run.cls.toFixed(3)}  accessibility ${run.accessibility}  best practices ${run.bestPractices}`,
      );
    }
    const perf = median(runs.map((run) => run.performance));
    medians.push(perf);
    console.log(`${page.name.padEnd(20)} median performance ${perf}`);
  }
} finally {
  await stack.stop();
}

const homeKb = firstLoad.homeGzBytes / 1024;
console.log(
  `home first-load JavaScript ${homeKb.toFixed(1)} KiB gzipped in ${firstLoad.files.length} files; baseline, all app JavaScript ${(firstLoad.allGzBytes / 1024).toFixed(1)} KiB: ratio ${(firstLoad.homeGzBytes / firstLoad.allGzBytes).toFixed(2)}`,
);
console.log(`web lighthouse_perf=${Math.min(...medians)} home_js_gz_kb=${homeKb.toFixed(1)}`);
