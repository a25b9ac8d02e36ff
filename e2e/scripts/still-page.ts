import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE } from '../fixtures/browser';

/**
 * How the screenshot pass makes a page hold still, so that two runs of the same code give the
 * same pictures: no motion, no caret, no service worker, one time zone, and what comes from the
 * moment of the run or from chance (dates, hashes, ids, the KYC pictures) written as zeros or
 * painted over.
 */

/** Stops what reduced motion does not: CSS transitions and animations, the caret, smooth scrolling. */
const STILL_STYLE = `*, *::before, *::after {
  transition: none !important;
  animation-delay: 0s !important;
  animation-duration: 0s !important;
  animation-iteration-count: 1 !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/**
 * tsx compiles these scripts with esbuild's keepNames, which wraps a named function in a call to
 * its `__name` helper, also in the functions sent to the page: the page needs one that does nothing.
 * Given as text, which nothing compiles.
 */
export const KEEP_NAMES_SHIM = 'globalThis.__name = (target) => target;';

/**
 * A phone-sized context (fixtures/browser.ts PHONE) set up for still pictures: reduced motion,
 * UTC, no service worker (its update check could show a toast), the style above in every page.
 */
export async function stillContext(
  browser: Browser,
  baseUrl: string,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...PHONE,
    baseURL: baseUrl,
    reducedMotion: 'reduce',
    timezoneId: 'UTC',
    locale: 'en-US',
    serviceWorkers: 'block',
    ...(storageState ? { storageState } : {}),
  });
  await context.addInitScript({ content: KEEP_NAMES_SHIM });
  await context.addInitScript((css) => {
    const add = () => {
      const style = document.createElement('style');
      style.dataset.screenshotPass = 'still';
      style.textContent = css;
      document.head.append(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add);
  }, STILL_STYLE);
  return context;
}

/**
 * Waits until the page shows its content and stops changing: no skeleton, loading overlay,
 * spinner, toast or busy region, every font and image loaded, and the same text and height for
 * 400 ms (a hash change renders a lazy page a moment later). A page that never settles (a
 * countdown) is taken as it is after 15 s, and said so.
 */
export async function settle(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const w = window as Window & { stillSince?: number; stillKey?: string };
        const busy =
          document.querySelector(
            '.adm-skeleton, [data-testid="loading-overlay"], .adm-spin-loading, .adm-toast-mask, [aria-busy="true"]',
          ) !== null ||
          document.fonts.status !== 'loaded' ||
          Array.from(document.images).some((image) => !image.complete);
        const key = `${document.body.innerText}|${document.documentElement.scrollHeight}`;
        const now = performance.now();
        if (busy || key !== w.stillKey) {
          w.stillKey = key;
          w.stillSince = now;
          return false;
        }
        return now - (w.stillSince ?? now) >= 400;
      },
      undefined,
      { polling: 100, timeout: 15_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

/**
 * Writes as zeros what differs from run to run though the code is the same:
 * - the numbers of dates, times and durations, each as "00" whatever its length (a countdown
 *   reads "in 9 min" in one run and "in 12 min" in the next, a date "Dec 5" one day and "Dec 12"
 *   another): the text of `<time>` elements, any text with a year (20xx), a clock time (hh:mm) or
 *   milliseconds (but not a percentage in it), and the countdowns to the next settlement and to
 *   the end of the assessment week (they come from when the run made its records);
 * - transaction hashes (lowercase hex, whole or shortened) and request ids (UUIDs), each hex
 *   digit a zero so their length stays: a transaction is signed with a deadline, and a request
 *   gets a random id;
 * and hides the KYC slider's piece, which the server places at random (its picture and the image
 * code are masked in the screenshot, see VOLATILE_IMAGES).
 */
export async function zeroVolatileText(page: Page) {
  await page.evaluate(() => {
    const datePattern = /\b20\d\d\b|\b\d{1,2}:\d\d\b|\b\d+ ms\b/;
    const countdowns = '[data-testid="pool-countdown"], [data-testid="assessment-countdown"]';
    const hexPattern =
      /\b0x[0-9a-f]{2,}\u2026[0-9a-f]{2,}\b|\b0x[0-9a-f]{64}\b|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.nodeValue ?? '';
      const dated = node.parentElement?.closest('time') || node.parentElement?.closest(countdowns);
      // A percentage beside a date ("paid at 100%") is not volatile: it keeps its digits.
      let steady = dated || datePattern.test(text) ? text.replace(/\d+(?![\d.]*%)/g, '00') : text;
      steady = steady.replace(hexPattern, (hex) => hex.replace(/[0-9a-f]/g, '0'));
      if (steady !== text) node.nodeValue = steady;
    }
    for (const piece of Array.from(
      document.querySelectorAll<HTMLElement>('[data-testid="kyc-puzzle-piece"]'),
    ))
      piece.style.visibility = 'hidden';
  });
}

/** Pictures the server draws at random (the KYC checks), painted over in the screenshot. */
const VOLATILE_IMAGES = '[data-testid="kyc-puzzle-image"], [data-testid="kyc-captcha-image"]';

/** Settles the page, zeroes what varies, and saves a full-page PNG at `path`; false if it never settled. */
export async function shoot(page: Page, path: string): Promise<boolean> {
  const settled = await settle(page);
  await zeroVolatileText(page);
  await page.evaluate(
    () =>
      new Promise((done) => {
        window.scrollTo(0, 0);
        requestAnimationFrame(() => requestAnimationFrame(done));
      }),
  );
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({
    path,
    type: 'png',
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator(VOLATILE_IMAGES)],
    maskColor: '#808080',
  });
  return settled;
}
