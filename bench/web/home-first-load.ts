// The JavaScript a phone downloads to show the home route, gzipped: index.html's entry and
// modulepreloads plus the home chunk and everything it imports statically (read from the built
// files), beside all the app's JavaScript as the baseline. Used by `npm run bundle-size` and
// `npm run bench:web`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type FirstLoad = {
  /** The files of the home route's first load, each with its gzipped size in bytes. */
  files: { file: string; gzBytes: number }[];
  homeGzBytes: number;
  allGzBytes: number;
  allFiles: number;
  /** Every JavaScript file of the build (for the checks that look at chunks by name). */
  assets: string[];
  html: string;
};

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g;

export function measureHomeFirstLoad(dist: string): FirstLoad {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const seeds = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const home = assets.find((f) => /^home(-route)?-[^.]*\.js$/.test(f));
  if (!home) throw new Error(`no home chunk in ${dist}: build the web app first`);
  seeds.push(`assets/${home}`);

  const firstLoad = new Set<string>();
  const visit = (file: string) => {
    if (firstLoad.has(file)) return;
    firstLoad.add(file);
    for (const m of readFileSync(join(dist, file), 'utf8').matchAll(STATIC_IMPORT)) visit(`assets/${m[1]}`);
  };
  seeds.forEach(visit);

  const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const files = [...firstLoad].sort().map((file) => ({ file, gzBytes: gz(file) }));
  return {
    files,
    homeGzBytes: files.reduce((sum, f) => sum + f.gzBytes, 0),
    allGzBytes: assets.reduce((sum, f) => sum + gz(`assets/${f}`), 0),
    allFiles: assets.length,
    assets,
    html,
  };
}
