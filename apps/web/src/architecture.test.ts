import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findApiPathLiterals } from './testing/api-path-literals';
import { findBoundaryBreaches, type SourceFile } from './testing/feature-boundaries';
import { findQueryKeyLiterals } from './testing/query-key-literals';

/** The web app's scripts and style sheets, by their paths from src. */
function sourceFiles(): SourceFile[] {
  const src = import.meta.dirname;
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(tsx?|css)$/.test(path))
    .map((path) => ({ path: path.split(sep).join('/'), source: readFileSync(join(src, path), 'utf8') }));
}

const file = (path: string, source: string): SourceFile => ({ path, source });

describe('feature boundaries (STYLE "Where things live")', () => {
  it('hold in the app: no feature imports another, and shared code imports no feature', () => {
    expect(findBoundaryBreaches(sourceFiles())).toEqual([]);
  });
});

describe('API paths (packages/shared/src/endpoints)', () => {
  it('are never written out in the app: every call goes through a declared endpoint', () => {
    expect(findApiPathLiterals(sourceFiles())).toEqual([]);
  });

  it('are found in strings and templates, not in comments or tests', () => {
    const source = [
      '/** POST /api/swap: the instant swap. */',
      '// GET /api/records/{type}',
      "const a = api.request('/api/swap');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal is the source being scanned
      'const b = `/api/records/${type}`;',
      'const c = "/api/login";',
      "const d = 'https://example.com/api/x';",
    ].join('\n');
    expect(
      findApiPathLiterals([file('features/x/api/x.ts', source), file('features/x/api/x.test.ts', source)]),
    ).toEqual([
      "features/x/api/x.ts: '/api/swap'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the finding quotes the template as written
      'features/x/api/x.ts: `/api/records/${type}`',
      'features/x/api/x.ts: "/api/login"',
    ]);
  });
});

describe('query keys (lib/query/endpoint-query.ts)', () => {
  it('are never written by hand: each comes from the declaration of the endpoint it caches', () => {
    expect(findQueryKeyLiterals(sourceFiles())).toEqual([]);
    expect(sourceFiles().filter((f) => /query-keys?\.tsx?$/.test(f.path))).toEqual([]);
  });

  it("are found in code, not in comments, tests, the key maker or wagmi's own keys", () => {
    const source = [
      "/** The key is ['team', 'summary', address]. */",
      "useQuery({ queryKey: ['my', 'teamSummary', address], queryFn });",
      "client.invalidateQueries({ queryKey: ['nodes'] });",
      "client.invalidateQueries({ queryKey: ['readContracts'] });",
      'client.invalidateQueries({ queryKey: endpointKey(routes.nodes.overview, address) });',
    ].join('\n');
    expect(
      findQueryKeyLiterals([
        file('features/x/api/x.ts', source),
        file('features/x/api/x.test.ts', source),
        file('lib/query/endpoint-query.ts', source),
      ]),
    ).toEqual([
      "features/x/api/x.ts: queryKey: ['my', 'teamSummary', address]",
      "features/x/api/x.ts: queryKey: ['nodes']",
    ]);
  });
});

describe('findBoundaryBreaches', () => {
  it('finds shared code naming a page lazily, and shared code or a feature importing the app', () => {
    const lazy = "const load = () => import('../features/nodes/components/nodes-page');";
    expect(
      findBoundaryBreaches([
        file('config/route-table.ts', lazy),
        file('config/paths.ts', "import { PAGE_CODE } from '../app/page-code';"),
        file('features/my/components/my-page.tsx', "import { AppRoutes } from '../../../app/app-routes';"),
        file('app/page-code.ts', lazy.replace('../features', '../features')),
      ]),
    ).toEqual([
      'config/route-table.ts -> ../features/nodes/components/nodes-page: shared code (config/) imports the nodes feature',
      'config/paths.ts -> ../app/page-code: shared code (config/) imports the app',
      'features/my/components/my-page.tsx -> ../../../app/app-routes: the my feature imports the app',
    ]);
  });

  it('finds a feature importing another, whatever the form of the import', () => {
    const source = [
      "import { explorerTxUrl } from '../../records/utils/explorer-tx-url';",
      "import type { RecordRow } from '../../records/utils/record-types';",
      "export { RecordsPage } from '../../records/components/records-page';",
      "const page = () => import('../../records/components/records-page');",
      "import { logout } from '@/features/auth/api/logout';",
      'import {',
      '  shortenHash,',
      "} from '../../records/utils/explorer-tx-url';",
    ].join('\n');
    expect(findBoundaryBreaches([file('features/pool/components/pool-page.tsx', source)])).toEqual([
      'features/pool/components/pool-page.tsx -> ../../records/utils/explorer-tx-url: the pool feature imports the records feature',
      'features/pool/components/pool-page.tsx -> ../../records/utils/record-types: the pool feature imports the records feature',
      'features/pool/components/pool-page.tsx -> ../../records/components/records-page: the pool feature imports the records feature',
      'features/pool/components/pool-page.tsx -> ../../records/components/records-page: the pool feature imports the records feature',
      'features/pool/components/pool-page.tsx -> @/features/auth/api/logout: the pool feature imports the auth feature',
      'features/pool/components/pool-page.tsx -> ../../records/utils/explorer-tx-url: the pool feature imports the records feature',
    ]);
  });

  it('finds a style sheet composing another feature’s class', () => {
    const source =
      '.amount {\n  composes: amount from "../../records/components/records-page.module.css";\n}';
    expect(findBoundaryBreaches([file('features/pool/components/pool.module.css', source)])).toEqual([
      'features/pool/components/pool.module.css -> ../../records/components/records-page.module.css: the pool feature imports the records feature',
    ]);
  });

  it('finds shared code importing a feature', () => {
    const files = [
      file('components/money/tx-link.tsx', "import { shortenHash } from '../../features/records/utils/x';"),
      file('lib/session/logout.ts', "import { login } from '../../features/auth/api/login';"),
      file('hooks/use-x.ts', "import { x } from '../features/home/hooks/use-banners';"),
      file('config/env.ts', "import { x } from '../features/kyc/utils/kyc-paths';"),
      file('testing/factories.ts', "import type { X } from '../features/team/utils/team-types';"),
    ];
    expect(findBoundaryBreaches(files)).toEqual([
      'components/money/tx-link.tsx -> ../../features/records/utils/x: shared code (components/) imports the records feature',
      'lib/session/logout.ts -> ../../features/auth/api/login: shared code (lib/) imports the auth feature',
      'hooks/use-x.ts -> ../features/home/hooks/use-banners: shared code (hooks/) imports the home feature',
      'config/env.ts -> ../features/kyc/utils/kyc-paths: shared code (config/) imports the kyc feature',
      'testing/factories.ts -> ../features/team/utils/team-types: shared code (testing/) imports the team feature',
    ]);
  });

  it('lets a feature import itself, shared code and packages, and the app import features', () => {
    const files = [
      file(
        'features/pool/components/pool-page.tsx',
        [
          "import { useQuery } from '@tanstack/react-query';",
          "import { TxLink } from '../../../components/money/tx-link';",
          "import { usePool } from '../api/get-pool';",
          "import styles from './pool.module.css';",
        ].join('\n'),
      ),
      file(
        'app/routes/pool-route.tsx',
        "import { PoolPage } from '../../features/pool/components/pool-page';",
      ),
      file('main.tsx', "import './features/pool/components/pool.module.css';"),
      file('lib/money/pending-refresh.ts', "import type { Paged } from './money-types';"),
    ];
    expect(findBoundaryBreaches(files)).toEqual([]);
  });
});
