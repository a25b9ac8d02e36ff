/**
 * The screenshot pass: every page of the web app and every screen of the operator console, at
 * 390x844, in English and in Persian (right to left), saved as full-page PNGs
 * `<out>/<lang>/<page>.png`, to compare the screens before and after a change that should not
 * change them (compare-screenshots.ts). It builds the web app, starts a stack of its own
 * (fixtures/own-stack.ts), seeds a user with records, and walks the pages signed in, a few signed
 * out, and the console as the operator. Not part of `npm test`: run it by hand (e2e/README or the
 * root README's testing section).
 *
 *   npm run screenshots -w @woohoo/e2e -- <out-folder> [--no-build] [--only <name>,<name>]
 *     [--web-dist <another worktree>/apps/web/dist]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { connectDevWalletAndSignIn, copySignedIn, openApp, type SignedInCopy } from '../fixtures/app-page';
import { launchBrowser } from '../fixtures/browser';
import { findChromium } from '../fixtures/chromium';
import {
  consoleScreens,
  OPERATOR_ACCOUNT,
  openConsoleScreen,
  seedConsoleRecords,
  signInToConsole,
} from '../fixtures/console-seed';
import { type AppPage, everyPage, type PageIds } from '../fixtures/every-page';
import { buildServer, type Stack, startOwnStack } from '../fixtures/own-stack';
import { seedPublicPageIds, seedUserPageIds } from '../fixtures/seed-page-ids';
import { shoot, stillContext } from './still-page';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const LOCALES_DIR = resolve(REPO_ROOT, 'apps/web/src/locales');

/** English, and Persian for right to left; `short` names the output folder. */
const LANGUAGES = [
  { code: 'en_US', short: 'en' },
  { code: 'fa_IR', short: 'fa' },
] as const;
type Language = (typeof LANGUAGES)[number];

/** Anvil account 5: the demo seed's referral tree hangs under it, so its team pages have people. */
const USER_ACCOUNT = 5;
/** A fixed key for the console's user, so the addresses the console shows are the same every run. */
const CONSOLE_USER_KEY = `0x${'5c'.repeat(32)}` as const;

/** Pages also taken signed out: the public ones, and two behind the sign-in gate. */
const SIGNED_OUT = new Set([
  'home',
  'ino',
  'assets',
  'team',
  'blind-box',
  'announcements',
  'product-details',
  'mall',
  'my',
  'my-orders',
  'transparency',
]);

/**
 * A fixed port for the app (and the next one for the chain): the invite page shows the app's
 * address and its QR code, which must be the same every run. SCREENSHOT_PORT picks another.
 */
const PORT = Number(process.env.SCREENSHOT_PORT ?? 47391);

type Options = { out: string; build: boolean; only?: Set<string>; webDist?: string };

function parseArgs(args: string[]): Options {
  const flagValue = (flag: string) => {
    const index = args.indexOf(flag);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const values = new Set(['--only', '--web-dist'].map(flagValue));
  const out = args.find((arg) => !arg.startsWith('--') && !values.has(arg));
  if (!out)
    throw new Error(
      'usage: screenshot-pass.ts <out-folder> [--no-build] [--only name,name] [--web-dist dir]',
    );
  const only = flagValue('--only');
  const webDist = flagValue('--web-dist');
  // npm runs the script in e2e/: a relative folder is taken from where npm was called (INIT_CWD).
  const from = process.env.INIT_CWD ?? '.';
  return {
    out: resolve(from, out),
    // A web build from elsewhere (another worktree's apps/web/dist) is served as it is.
    build: !args.includes('--no-build') && !webDist,
    only: only === undefined ? undefined : new Set(only.split(',')),
    webDist: webDist === undefined ? undefined : resolve(from, webDist),
  };
}

/** A string of the web app's locale file, `{{...}}` placeholders cut off at the first one. */
function localeText(language: Language, section: string, key: string): string {
  const locale = JSON.parse(readFileSync(resolve(LOCALES_DIR, `${language.code}.json`), 'utf8'));
  return String(locale[section][key]).split('{{')[0] ?? '';
}

/** Takes the screens and reports each page that did not settle. */
class Shooter {
  readonly unsettled: string[] = [];
  count = 0;
  constructor(private readonly options: Options) {}

  wants(name: string): boolean {
    return !this.options.only || this.options.only.has(name);
  }

  async take(page: Page, language: Language, name: string) {
    if (!this.wants(name)) return;
    const settled = await shoot(page, resolve(this.options.out, language.short, `${name}.png`));
    if (!settled) this.unsettled.push(`${language.short}/${name}`);
    this.count += 1;
    console.info(`  ${language.short}/${name}${settled ? '' : ' (did not settle in 15 s)'}`);
  }

  async walk(page: Page, language: Language, pages: readonly AppPage[], prefix = '') {
    for (const { name, hash } of pages) {
      if (!this.wants(`${prefix}${name}`)) continue;
      await page.goto(`/${hash}`);
      await this.take(page, language, `${prefix}${name}`);
    }
  }
}

/** Opens a still context in `language`: the language in localStorage, then a reload of home. */
async function openInLanguage(
  browser: Browser,
  stack: Stack,
  language: Language,
  signedIn?: SignedInCopy,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stillContext(browser, stack.baseUrl, signedIn?.storageState);
  if (signedIn) {
    await context.addInitScript((session) => {
      if (!window.sessionStorage.getItem('woohoo.session'))
        window.sessionStorage.setItem('woohoo.session', session);
    }, signedIn.session);
  }
  await context.addInitScript((code) => window.localStorage.setItem('woohoo.language', code), language.code);
  const page = await context.newPage();
  await page.goto('/#/pages/index/index');
  await page.waitForFunction((short) => document.documentElement.lang.startsWith(short), language.short);
  return { context, page };
}

/** Every page signed in as the seeded user, a not-found path, and the sign-in gate's pages signed out. */
async function shootApp(
  shooter: Shooter,
  browser: Browser,
  stack: Stack,
  ids: PageIds,
  signedIn: SignedInCopy,
) {
  for (const language of LANGUAGES) {
    const user = await openInLanguage(browser, stack, language, signedIn);
    await user.page.getByTestId('session-badge').waitFor();
    await shooter.walk(user.page, language, [
      ...everyPage(ids),
      { name: 'not-found', hash: '#/pages/no/such-page' },
      { name: 'announcement-not-found', hash: '#/pages/index/Announcementdetails?value1=999999' },
    ]);
    await user.context.close();

    const visitor = await openInLanguage(browser, stack, language);
    const publicPages = everyPage(ids).filter(({ name }) => SIGNED_OUT.has(name));
    await shooter.walk(visitor.page, language, publicPages, 'signed-out-');
    await visitor.page.goto('/#/pages/index/index');
    if (shooter.wants('signed-out-connect-wallet-sheet')) {
      await visitor.page.getByRole('button', { name: localeText(language, 'wallet', 'connect') }).click();
      await visitor.page.locator('[role="dialog"]').last().waitFor();
      await shooter.take(visitor.page, language, 'signed-out-connect-wallet-sheet');
      await visitor.page.reload();
    }
    if (shooter.wants('signed-out-language-sheet')) {
      const label = localeText(language, 'language', 'label');
      await visitor.page.locator(`button[aria-label^="${label}"]`).first().click();
      await visitor.page.locator('[role="dialog"]').last().waitFor();
      await shooter.take(visitor.page, language, 'signed-out-language-sheet');
    }
    await visitor.context.close();
  }
}

/**
 * The console's sign-in, every screen its nav offers, a user looked up and a settled day's report,
 * per language. The operator signs in once, in English (the wallet sheet's buttons are named in the
 * interface language, LANGUAGES[0] last before it), and the language changes under the session.
 */
async function shootConsole(
  shooter: Shooter,
  browser: Browser,
  stack: Stack,
  seeded: Awaited<ReturnType<typeof seedConsoleRecords>>,
) {
  const context = await stillContext(browser, stack.baseUrl);
  const page = await context.newPage();
  await page.goto('/#/pages/index/index');
  await page.evaluate(
    (account) => window.localStorage.setItem('woohoo.devWalletAccount', String(account)),
    OPERATOR_ACCOUNT,
  );
  const useLanguage = async (language: Language) => {
    await page.evaluate((code) => window.localStorage.setItem('woohoo.language', code), language.code);
    await page.goto('/#/console');
    await page.reload();
    await page.waitForFunction((short) => document.documentElement.lang.startsWith(short), language.short);
  };
  for (const language of [...LANGUAGES].reverse()) {
    await useLanguage(language);
    await shooter.take(page, language, 'console-login');
  }
  await signInToConsole(page);
  for (const language of LANGUAGES) {
    await useLanguage(language);
    await page.getByTestId('console-operator').waitFor();
    for (const testId of await consoleScreens(page))
      await shooter.take(page, language, await openConsoleScreen(page, testId, seeded));
    await page.getByTestId('console-nav-users').click();
    await page.getByRole('textbox', { name: 'Wallet address' }).fill(seeded.user);
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByTestId('adjust-reason').waitFor();
    await shooter.take(page, language, 'console-user');
    await page.getByTestId('console-nav-settlements').click();
    await page.getByTestId(`open-settlement-${seeded.day}`).click();
    await page.getByTestId('settlement-report').filter({ hasText: seeded.day }).waitFor();
    await shooter.take(page, language, 'console-settlement-report');
  }
  await context.close();
}

/** Signs the user in, seeds its records and the console's, and copies the signed-in state. */
async function seed(browser: Browser, stack: Stack) {
  const publicIds = await seedPublicPageIds(stack.baseUrl, stack.dataDir);
  const { context, page } = await openApp(browser, stack.baseUrl, { devWalletAccount: USER_ACCOUNT });
  await connectDevWalletAndSignIn(page);
  const ids = await seedUserPageIds(page, stack.baseUrl, publicIds);
  const signedIn = await copySignedIn(page);
  await context.close();
  const consoleRecords = await seedConsoleRecords(stack, CONSOLE_USER_KEY);
  return { ids, signedIn, consoleRecords };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('no Chromium: set CHROMIUM_PATH');
  if (options.build) {
    console.info('building the contracts and the web app');
    for (const workspace of ['@woohoo/contracts', '@woohoo/web'])
      execFileSync('npm', ['run', 'build', '-w', workspace, '--silent'], {
        cwd: REPO_ROOT,
        stdio: 'inherit',
      });
  }
  // The server as `npm start` runs it: always, it takes a fraction of a second.
  buildServer();
  if (!options.only) rmSync(options.out, { recursive: true, force: true });
  const started = Date.now();
  const [stack, browser] = await Promise.all([
    startOwnStack({
      env: {
        PORT: String(PORT),
        LOCAL_CHAIN_PORT: String(PORT + 1),
        ...(options.webDist ? { WEB_DIST_DIR: options.webDist } : {}),
      },
    }),
    launchBrowser(chromiumPath),
  ]);
  try {
    console.info(`stack at ${stack.baseUrl}; seeding`);
    const seeded = await seed(browser, stack);
    const shooter = new Shooter(options);
    await shootApp(shooter, browser, stack, seeded.ids, seeded.signedIn);
    await shootConsole(shooter, browser, stack, seeded.consoleRecords);
    for (const name of shooter.unsettled) console.info(`did not settle: ${name}`);
    console.info(
      `screens taken=${shooter.count} unsettled=${shooter.unsettled.length} ` +
        `wall_s=${Math.round((Date.now() - started) / 1000)} out=${options.out}`,
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
