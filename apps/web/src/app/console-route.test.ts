import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPage, PAGE_LIST, routePathsOf } from '../config/find-page';
import { CONSOLE_PATH } from '../lib/navigation/console-path';

const SRC = join(import.meta.dirname, '..');

/** Every source file of the web app, as a path relative to src with forward slashes. */
function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => file.split(sep).join('/'));
}

function read(file: string): string {
  return readFileSync(join(SRC, file), 'utf8');
}

const IMPORT_SPECIFIERS = /(?:from\s*|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

function importsOf(file: string): string[] {
  return [...read(file).matchAll(IMPORT_SPECIFIERS)].map((match) => match[1] as string);
}

describe('operator console route', () => {
  it('lives outside the user route table and its layout', () => {
    const paths = PAGE_LIST.flatMap(routePathsOf).map((path) => path.toLowerCase());
    expect(paths).not.toContain(CONSOLE_PATH);
    expect(findPage(CONSOLE_PATH)).toBeUndefined();
  });

  it('is one lazy import in the app routes, never a static one', () => {
    const appRoutes = read('app/app-routes.tsx');
    const lazy = appRoutes.match(/lazyPage\(\(\) => import\('\.\/routes\/console-route'\)[,)]/g) ?? [];
    expect(lazy).toHaveLength(1);
    expect(appRoutes).not.toMatch(/from\s*['"]\.\/routes\/console-route['"]/);
  });

  it('is imported by nothing in the user app: only its route module imports features/console', () => {
    const offenders = sourceFiles()
      .filter((file) => !file.startsWith('features/console/') && file !== 'app/routes/console-route.tsx')
      .filter((file) => importsOf(file).some((specifier) => /(^|\/)features\/console\//.test(specifier)));
    expect(offenders).toEqual([]);
  });

  it('has its route module loaded only by that lazy import', () => {
    const loaders = sourceFiles()
      .filter((file) => file !== 'app/routes/console-route.tsx' && !file.endsWith('.test.ts'))
      .filter((file) => importsOf(file).some((specifier) => specifier.endsWith('/console-route')));
    expect(loaders).toEqual(['app/app-routes.tsx']);
  });

  it('keeps its text out of the locale files (English only, inside the feature)', () => {
    const english = read('locales/en_US.json');
    expect(english).not.toMatch(/operator console/i);
  });
});
