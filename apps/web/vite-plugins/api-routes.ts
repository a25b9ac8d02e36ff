import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const ROUTES_MODULE = '@woohoo/shared/endpoints/routes';
const RESOLVED = '\0woohoo:api-routes';
const AREA_PREFIX = `${RESOLVED}:`;

/**
 * The API's routes for the client without the schemas they are declared with: the shared module
 * `endpoints/routes.ts` computes them from the declarations, which import zod; in the web build it
 * is replaced by its value, computed here at build time, so the app bundles paths and no zod. The
 * types still come from the declarations (see packages/shared/src/endpoints). Each area is a
 * module of its own that the replacement re-exports, so a chunk carries only the areas its pages
 * call: one module with every area would land, whole, in the chunk all pages share.
 */
export function apiRoutes(): Plugin {
  let areas: Promise<Record<string, unknown>> | undefined;
  const loadAreas = () => {
    areas ??= tsImport(ROUTES_MODULE, import.meta.url) as Promise<Record<string, unknown>>;
    return areas;
  };
  return {
    name: 'woohoo:api-routes',
    enforce: 'pre',
    resolveId(id) {
      return id === ROUTES_MODULE || id.startsWith(AREA_PREFIX)
        ? id === ROUTES_MODULE
          ? RESOLVED
          : id
        : undefined;
    },
    async load(id) {
      if (id === RESOLVED) {
        return Object.keys(await loadAreas())
          .map((name) => `export { routes as ${name} } from ${JSON.stringify(AREA_PREFIX + name)};\n`)
          .join('');
      }
      if (!id.startsWith(AREA_PREFIX)) return undefined;
      const routes = (await loadAreas())[id.slice(AREA_PREFIX.length)];
      return `export const routes = ${JSON.stringify(routes)};\n`;
    },
  };
}
