// `npm run bundle-size` (after `npm run build -w @woohoo/web`): the JavaScript a phone downloads
// to show the home route, gzipped: index.html's entry and modulepreloads plus the home chunk
// and everything it imports statically. The baseline beside it is all the app's JavaScript.
// It fails when the operator console (issue 11 item 2) leaks into that first load.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const seeds = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
const home = assets.find((f) => /^home(-route)?-[^.]*\.js$/.test(f));
if (!home) throw new Error('no home chunk in apps/web/dist: build the web app first');
seeds.push(`assets/${home}`);

const firstLoad = new Set<string>();
const visit = (file: string) => {
  if (firstLoad.has(file)) return;
  firstLoad.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    visit(`assets/${m[1]}`);
  }
};
seeds.forEach(visit);

// The operator console is one lazy chunk (app/routes/console-route.tsx) that a user never fetches:
// index.html must not name it, and no file of the first load may be it or carry its code (its
// session storage key is a string only the console's modules contain).
const consoleChunk = assets.find((f) => /^console-route-[^.]*\.js$/.test(f));
if (!consoleChunk)
  throw new Error('no console-route chunk in apps/web/dist: is the console still lazily loaded?');
const consoleMarker = 'woohoo.operatorSession';
const leaks = [
  ...(html.includes(consoleChunk) ? ['index.html names it'] : []),
  ...[...firstLoad].filter((f) => f === `assets/${consoleChunk}`).map((f) => `${f} is loaded`),
  ...[...firstLoad]
    .filter((f) => readFileSync(join(dist, f), 'utf8').includes(consoleMarker))
    .map((f) => `${f} carries console code`),
];
if (leaks.length > 0) throw new Error(`the operator console is in the home first load: ${leaks.join('; ')}`);

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const homeBytes = [...firstLoad].reduce((sum, f) => sum + gz(f), 0);
const allBytes = assets.reduce((sum, f) => sum + gz(`assets/${f}`), 0);
for (const f of [...firstLoad].sort()) console.log(`${f.padEnd(50)} ${String(gz(f)).padStart(8)} B gz`);
console.log(
  `\nhome route first load: ${(homeBytes / 1024).toFixed(1)} KiB gzipped in ${firstLoad.size} files`,
);
console.log(`baseline, all app JS:  ${(allBytes / 1024).toFixed(1)} KiB gzipped in ${assets.length} files`);
console.log(`ratio: ${(homeBytes / allBytes).toFixed(2)} of all JavaScript loads for home`);
console.log(
  `operator console: ${consoleChunk}, ${(gz(`assets/${consoleChunk}`) / 1024).toFixed(1)} KiB gzipped, not in the first load`,
);
