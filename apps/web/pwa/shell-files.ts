/**
 * What the precache needs to know of one file of the build output: a subset of Rollup's
 * OutputChunk / OutputAsset, with the CSS and assets (fonts, images) Vite records per chunk.
 */
export type BuiltFile =
  | {
      type: 'chunk';
      fileName: string;
      isEntry: boolean;
      imports: readonly string[];
      viteMetadata?: { importedCss: ReadonlySet<string>; importedAssets: ReadonlySet<string> };
    }
  | { type: 'asset'; fileName: string };

/**
 * The app shell: the HTML pages and everything the entries load before any lazy import runs
 * (their static imports, transitively, with the CSS and the fonts and images that CSS uses).
 * Lazily loaded pages and languages are left out on purpose: the service worker caches them
 * when they are first used instead of making every visitor download all of them.
 */
export function listShellFiles(bundle: Readonly<Record<string, BuiltFile>>): Set<string> {
  const shell = new Set<string>();
  const visit = (fileName: string): void => {
    const file = bundle[fileName];
    if (!file || shell.has(fileName)) return;
    shell.add(fileName);
    if (file.type !== 'chunk') return;
    for (const css of file.viteMetadata?.importedCss ?? []) shell.add(css);
    for (const asset of file.viteMetadata?.importedAssets ?? []) shell.add(asset);
    for (const imported of file.imports) visit(imported);
  };
  for (const file of Object.values(bundle)) {
    if (file.type === 'asset' && file.fileName.endsWith('.html')) shell.add(file.fileName);
    if (file.type === 'chunk' && file.isEntry) visit(file.fileName);
  }
  return shell;
}
