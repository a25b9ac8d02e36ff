import type { Plugin } from 'vite';

type Chunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type Output = Chunk | { type: 'asset'; fileName: string };

/**
 * The home route is lazily loaded like every page (SPEC 2), but it is the page most visits start
 * on, so index.html asks for its code and styles at once instead of a round trip after the app
 * has started. Adds modulepreload links for the home chunk and the chunks it imports (those the
 * entry does not preload already) and preload links for their CSS.
 */
export function preloadHomeRoute(homeEntryName: string): Plugin {
  return {
    name: 'woohoo:preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, Output> | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
        const home = chunks.find((chunk) => (chunk as Chunk & { name?: string }).name === homeEntryName);
        if (!home) throw new Error(`preloadHomeRoute: no chunk named ${homeEntryName}`);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (chunk: Chunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) {
            const next = byFile.get(file);
            if (next) visit(next);
          }
        };
        visit(home);
        const links: string[] = [];
        const css = new Set<string>();
        for (const file of files) {
          if (!html.includes(`/${file}"`))
            links.push(`<link rel="modulepreload" crossorigin href="./${file}">`);
          for (const sheet of byFile.get(file)?.viteMetadata?.importedCss ?? []) css.add(sheet);
        }
        for (const sheet of css) {
          if (!html.includes(`/${sheet}"`))
            links.push(`<link rel="preload" as="style" crossorigin href="./${sheet}">`);
        }
        return html.replace(/\n\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}
