// Summarises a V8 CPU profile (`.cpuprofile`, as written by `--cpu-prof`): where the self time
// went, by package (or the app's own folder, Node's internals, idle, GC) and by function.
//   npx tsx bench/api/profile-summary.ts <file.cpuprofile> [top=25] [last-seconds]
// With last-seconds, only the end of the profile counts (bench:api loads the API last).
import { readFileSync } from 'node:fs';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const [file, topArg, lastArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

/** Where a frame's code lives: an npm package, the app's source folder, Node itself, or V8. */
function owner(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1] as string;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const app = url.match(/(apps\/[^/]+\/src\/[^/]+|packages\/[^/]+)/);
  return app ? (app[1] as string) : url;
}

const selfByOwner = new Map<string, number>();
const selfByFunction = new Map<string, number>();
const span = profile.timeDeltas.reduce((sum, dt) => sum + dt, 0);
const from = lastArg ? span - Number(lastArg) * 1e6 : 0;
let total = 0;
let at = 0;
profile.samples.forEach((id, i) => {
  const node = byId.get(id);
  const dt = profile.timeDeltas[i] ?? 0;
  at += dt;
  if (!node || at < from) return;
  total += dt;
  const { functionName, url, lineNumber } = node.callFrame;
  const who = owner(url, functionName);
  selfByOwner.set(who, (selfByOwner.get(who) ?? 0) + dt);
  const fn = `${functionName || '(anonymous)'} ${url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : ''}`;
  selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + dt);
});

const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title} (self time, ${(total / 1e6).toFixed(1)} s sampled)`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`);
  }
};
print('By package', selfByOwner);
print('By function', selfByFunction);
