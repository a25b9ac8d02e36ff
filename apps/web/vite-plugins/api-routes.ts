import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const ROUTES_MODULE = '@woohoo/shared/endpoints/routes';
const RESOLVED = '\0woohoo:api-routes';

/**
 * The API's routes for the client without the schemas they are declared with: the shared module
 * `endpoints/routes.ts` computes them from the declarations, which import zod; in the web build it
 * is replaced by its value, computed here at build time, so the app bundles paths and no zod. The
 * types still come from the declarations (see packages/shared/src/endpoints). One export per area,
 * so a chunk carries only the areas its pages call.
 */
export function apiRoutes(): Plugin {
  return {
    name: 'woohoo:api-routes',
    enforce: 'pre',
    resolveId(id) {
      return id === ROUTES_MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const areas = (await tsImport(ROUTES_MODULE, import.meta.url)) as Record<string, unknown>;
      return Object.entries(areas)
        .map(([name, routes]) => `export const ${name} = ${JSON.stringify(routes)};\n`)
        .join('');
    },
  };
}
