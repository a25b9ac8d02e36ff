// `npm run bundle-size` (after `npm run build -w @woohoo/web`): the JavaScript a phone downloads
// to show the home route, gzipped: index.html's entry and modulepreloads plus the home chunk
// and everything it imports statically. The baseline beside it is all the app's JavaScript.
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

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const homeBytes = [...firstLoad].reduce((sum, f) => sum + gz(f), 0);
const allBytes = assets.reduce((sum, f) => sum + gz(`assets/${f}`), 0);
for (const f of [...firstLoad].sort()) console.log(`${f.padEnd(50)} ${String(gz(f)).padStart(8)} B gz`);
console.log(
  `\nhome route first load: ${(homeBytes / 1024).toFixed(1)} KiB gzipped in ${firstLoad.size} files`,
);
console.log(`baseline, all app JS:  ${(allBytes / 1024).toFixed(1)} KiB gzipped in ${assets.length} files`);
console.log(`ratio: ${(homeBytes / allBytes).toFixed(2)} of all JavaScript loads for home`);
