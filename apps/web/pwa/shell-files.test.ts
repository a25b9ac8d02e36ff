import { describe, expect, it } from 'vitest';
import { type BuiltFile, listShellFiles } from './shell-files';

function chunk(
  fileName: string,
  overrides: Partial<Extract<BuiltFile, { type: 'chunk' }>> = {},
): Extract<BuiltFile, { type: 'chunk' }> {
  return { type: 'chunk', fileName, isEntry: false, imports: [], ...overrides };
}

function bundleOf(...files: BuiltFile[]): Record<string, BuiltFile> {
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

describe('listShellFiles', () => {
  it('keeps the pages and what every entry imports statically, transitively', () => {
    const bundle = bundleOf(
      { type: 'asset', fileName: 'index.html' },
      chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js', 'assets/shell.js'] }),
      chunk('assets/shell.js', { imports: ['assets/i18n.js'] }),
      chunk('assets/react.js'),
      chunk('assets/i18n.js'),
      chunk('assets/home.js', { isEntry: true, imports: ['assets/react.js'] }),
    );
    expect([...listShellFiles(bundle)].sort()).toEqual([
      'assets/home.js',
      'assets/i18n.js',
      'assets/index.js',
      'assets/react.js',
      'assets/shell.js',
      'index.html',
    ]);
  });

  it('leaves out lazily loaded pages and languages, and what only they import', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
      chunk('assets/react.js'),
      chunk('assets/money-route.js', { imports: ['assets/react.js', 'assets/infinite-list.js'] }),
      chunk('assets/infinite-list.js'),
      chunk('assets/zh_CN.js'),
    );
    const shell = listShellFiles(bundle);
    expect(shell.has('assets/money-route.js')).toBe(false);
    expect(shell.has('assets/infinite-list.js')).toBe(false);
    expect(shell.has('assets/zh_CN.js')).toBe(false);
  });

  it('keeps the CSS of shell chunks and the fonts and images that CSS uses', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', {
        isEntry: true,
        imports: ['assets/antd.js'],
        viteMetadata: { importedCss: new Set(['assets/index.css']), importedAssets: new Set() },
      }),
      chunk('assets/antd.js', {
        viteMetadata: {
          importedCss: new Set(['assets/antd.css']),
          importedAssets: new Set(['assets/inter.woff2']),
        },
      }),
      { type: 'asset', fileName: 'assets/index.css' },
      { type: 'asset', fileName: 'assets/antd.css' },
      { type: 'asset', fileName: 'assets/inter.woff2' },
      { type: 'asset', fileName: 'assets/thai.woff2' },
    );
    const shell = listShellFiles(bundle);
    expect(shell).toContain('assets/index.css');
    expect(shell).toContain('assets/antd.css');
    expect(shell).toContain('assets/inter.woff2');
    expect(shell.has('assets/thai.woff2')).toBe(false);
  });
});
