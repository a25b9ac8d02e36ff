/**
 * Compares two folders of the screenshot pass (screenshot-pass.ts), page by page: prints the share
 * of pixels that differ, and for a page that differs writes a diff image (the second picture faded,
 * differing pixels red) into the diff folder. The PNGs are decoded by Chromium in a blank page (a
 * canvas per picture), so no image library is needed. The last line is for scripts:
 * `screens compared=<n> identical=<n> differing=<n>`; a screen in one folder only counts as
 * differing. Exits 1 when any screen differs.
 *
 *   npm run screenshots:compare -w @woohoo/e2e -- <before> <after> [<diff-folder>]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../fixtures/browser';
import { findChromium } from '../fixtures/chromium';
import { KEEP_NAMES_SHIM } from './still-page';

type Difference = { width: number; height: number; sizes: string; differing: number; diffPng?: string };

/** The PNGs under `root`, as paths relative to it (`en/home.png`), sorted. */
function listPngs(root: string): string[] {
  if (!existsSync(root)) throw new Error(`no folder ${root}`);
  const found: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.png')) found.push(relative(root, path));
    }
  };
  visit(root);
  return found.sort();
}

/**
 * Decodes both pictures in the page and counts the pixels whose colour differs in any channel;
 * pixels that lie outside one of the two (a page grew or shrank) differ too.
 */
function comparePngs(page: Page, before: Buffer, after: Buffer): Promise<Difference> {
  return page.evaluate(
    async ({ before, after }) => {
      const decode = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }), {
          colorSpaceConversion: 'none',
          premultiplyAlpha: 'none',
        });
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [a, b] = await Promise.all([decode(before), decode(after)]);
      const width = Math.max(a.width, b.width);
      const height = Math.max(a.height, b.height);
      const diff = new ImageData(width, height);
      let differing = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const out = (y * width + x) * 4;
          const inA = x < a.width && y < a.height;
          const inB = x < b.width && y < b.height;
          const ia = (y * a.width + x) * 4;
          const ib = (y * b.width + x) * 4;
          const same =
            inA &&
            inB &&
            a.data[ia] === b.data[ib] &&
            a.data[ia + 1] === b.data[ib + 1] &&
            a.data[ia + 2] === b.data[ib + 2] &&
            a.data[ia + 3] === b.data[ib + 3];
          if (same) {
            // The after picture, faded to a light grey, for where the red pixels sit.
            const grey = (b.data[ib]! + b.data[ib + 1]! + b.data[ib + 2]!) / 3;
            diff.data.set([200 + grey / 5, 200 + grey / 5, 200 + grey / 5, 255], out);
          } else {
            differing += 1;
            diff.data.set([230, 0, 0, 255], out);
          }
        }
      }
      const sizes = `${a.width}x${a.height} vs ${b.width}x${b.height}`;
      if (differing === 0) return { width, height, sizes, differing };
      const canvas = new OffscreenCanvas(width, height);
      canvas.getContext('2d')?.putImageData(diff, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { width, height, sizes, differing, diffPng: btoa(binary) };
    },
    { before: before.toString('base64'), after: after.toString('base64') },
  );
}

async function main() {
  const [beforeArg, afterArg, diffArg] = process.argv.slice(2);
  if (!beforeArg || !afterArg)
    throw new Error('usage: compare-screenshots.ts <before> <after> [<diff-folder>]');
  // npm runs the script in e2e/: relative folders are taken from where npm was called (INIT_CWD).
  const from = process.env.INIT_CWD ?? '.';
  const [before, after] = [resolve(from, beforeArg), resolve(from, afterArg)];
  const diffRoot = resolve(from, diffArg ?? `${after}-diff`);
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('no Chromium: set CHROMIUM_PATH');
  const names = [...new Set([...listPngs(before), ...listPngs(after)])].sort();
  rmSync(diffRoot, { recursive: true, force: true });
  const browser = await launchBrowser(chromiumPath);
  const page = await browser.newPage();
  await page.evaluate(KEEP_NAMES_SHIM);
  let identical = 0;
  let differing = 0;
  try {
    for (const name of names) {
      const [a, b] = [join(before, name), join(after, name)];
      if (!existsSync(a) || !existsSync(b)) {
        differing += 1;
        console.info(`${name}  only in ${existsSync(a) ? 'before' : 'after'}`);
        continue;
      }
      const [bytesA, bytesB] = [readFileSync(a), readFileSync(b)];
      if (bytesA.equals(bytesB)) {
        identical += 1;
        console.info(`${name}  0%`);
        continue;
      }
      const result = await comparePngs(page, bytesA, bytesB);
      if (result.differing === 0) {
        identical += 1;
        console.info(`${name}  0%`);
        continue;
      }
      differing += 1;
      const share = (100 * result.differing) / (result.width * result.height);
      const diffPath = join(diffRoot, name);
      mkdirSync(dirname(diffPath), { recursive: true });
      writeFileSync(diffPath, Buffer.from(result.diffPng ?? '', 'base64'));
      console.info(
        `${name}  ${share < 0.01 ? share.toPrecision(2) : share.toFixed(2)}% differ ` +
          `(${result.differing} px, ${result.sizes})  diff: ${diffPath}`,
      );
    }
  } finally {
    await browser.close();
  }
  console.info(`screens compared=${names.length} identical=${identical} differing=${differing}`);
  process.exitCode = differing > 0 ? 1 : 0;
}

await main();
