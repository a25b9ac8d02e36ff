// `npm run bundle-size` (after `npm run build -w @woohoo/web`): the JavaScript a phone downloads
// to show the home route, gzipped, against all the app's JavaScript (web/home-first-load.ts).
// It fails when the operator console leaks into that first load.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureHomeFirstLoad } from './web/home-first-load';

const dist = resolve(import.meta.dirname, '../apps/web/dist');
const load = measureHomeFirstLoad(dist);

// The operator console is one lazy chunk (app/routes/console-route.tsx) that a user never fetches:
// index.html must not name it, and no file of the first load may be it or carry its code (its
// session storage key is a string only the console's modules contain).
const consoleChunk = load.assets.find((f) => /^console-route-[^.]*\.js$/.test(f));
if (!consoleChunk)
  throw new Error('no console-route chunk in apps/web/dist: is the console still lazily loaded?');
const consoleMarker = 'woohoo.operatorSession';
const leaks = [
  ...(load.html.includes(consoleChunk) ? ['index.html names it'] : []),
  ...load.files.filter((f) => f.file === `assets/${consoleChunk}`).map((f) => `${f.file} is loaded`),
  ...load.files
    .filter((f) => readFileSync(join(dist, f.file), 'utf8').includes(consoleMarker))
    .map((f) => `${f.file} carries console code`),
];
if (leaks.length > 0) throw new Error(`the operator console is in the home first load: ${leaks.join('; ')}`);

for (const f of load.files) console.log(`${f.file.padEnd(50)} ${String(f.gzBytes).padStart(8)} B gz`);
console.log(
  `\nhome route first load: ${(load.homeGzBytes / 1024).toFixed(1)} KiB gzipped in ${load.files.length} files`,
);
console.log(
  `baseline, all app JS:  ${(load.allGzBytes / 1024).toFixed(1)} KiB gzipped in ${load.allFiles} files`,
);
console.log(`ratio: ${(load.homeGzBytes / load.allGzBytes).toFixed(2)} of all JavaScript loads for home`);
const consoleGz = gzipSync(readFileSync(join(dist, 'assets', consoleChunk)), { level: 9 }).length;
console.log(
  `operator console: ${consoleChunk}, ${(consoleGz / 1024).toFixed(1)} KiB gzipped, not in the first load`,
);
