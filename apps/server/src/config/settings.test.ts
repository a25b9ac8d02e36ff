import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { declaredEnv, isDeclared, SETTINGS } from './settings';

/**
 * Every setting the server reads is declared in settings.ts. Scanned: every .ts under src/ but
 * tests and `testing/` (the tests' own switches, TEST_BACKENDS and the like, are not the
 * server's settings): `process.env.X` and `process.env['X']` anywhere, and `env.X` / `env['X']`
 * in config/, whose readers get the environment as `env`.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));

function runtimeSources(): { path: string; text: string }[] {
  return (readdirSync(SRC, { recursive: true }) as string[])
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.startsWith('testing/'))
    .map((path) => ({ path, text: readFileSync(`${SRC}${path}`, 'utf8') }));
}

/** The setting names `text` reads from the environment. */
function readNames(path: string, text: string): string[] {
  const patterns = [/process\.env\.([A-Z][A-Z0-9_]*)/g, /process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g];
  if (path.startsWith('config/'))
    patterns.push(/\benv\.([A-Z][A-Z0-9_]*)/g, /\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g);
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1] ?? ''));
}

describe('the settings schema', () => {
  it('declares every setting read from the environment in the server', () => {
    const undeclared = runtimeSources().flatMap(({ path, text }) =>
      readNames(path, text)
        .filter((name) => !isDeclared(name))
        .map((name) => `${path}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('catches a planted undeclared read', () => {
    expect(
      readNames('scripts/x.ts', "const a = process.env.NOT_A_SETTING; process.env['ALSO_NOT'];"),
    ).toEqual(['NOT_A_SETTING', 'ALSO_NOT']);
    expect(readNames('config/x.ts', 'env.PORT || env["HOST"]')).toEqual(['PORT', 'HOST']);
    expect(isDeclared('NOT_A_SETTING')).toBe(false);
  });

  it('refuses at run time to read a setting that is not declared', () => {
    const env = declaredEnv({ PORT: '1', NOT_A_SETTING: 'x' });
    expect(env.PORT).toBe('1');
    expect(() => env.NOT_A_SETTING).toThrow(/NOT_A_SETTING is read but not declared/);
  });

  it('declares each setting once, with a description, and its fixed default as the readers take it', () => {
    const names = SETTINGS.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const s of SETTINGS) expect(s.description.length, s.name).toBeGreaterThan(10);
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8080, role: 'all', logLevel: 'info' });
    expect(config.chainRpc).toEqual({ timeoutMs: 5000, retryCount: 1, rankIntervalMs: 10_000 });
    expect(config.money).toMatchObject({ indexerMaxBlockRange: 2000, withdrawMinWei: 10n * 10n ** 18n });
  });
});
