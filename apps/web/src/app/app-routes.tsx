import type { ComponentType, ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { Address } from 'viem';
import { SignInGate } from '../components/sign-in-gate';
import { type FoundPage, findPage, PAGE_LIST, routePathsOf } from '../config/find-page';
import { CONSOLE_PATH } from '../lib/navigation/console-path';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { LazySignInButton } from './lazy-sign-in-button';
import { PAGE_CODE, type PageCode } from './page-code';

const NotFoundRoute = lazyPage(() => import('./routes/not-found-route'));
// The operator console (docs/rules.md "Operators, the audit and balance adjustments"): its own
// route tree and chunk, outside the app layout.
const ConsoleRoute = lazyPage(() => import('./routes/console-route'), {
  wallet: true,
});

/** Adds the English strings beyond the shell's sections (register-full-english.ts). */
const loadFullEnglish = () =>
  import('../lib/i18n/register-full-english').then((module) => module.registerFullEnglish());

type ModuleRender = { render: (module: unknown) => ReactNode };
type LazyModule = ComponentType<ModuleRender> & { preload: () => Promise<void> };

const lazyModules = new Map<() => Promise<unknown>, LazyModule>();

/**
 * One lazy component for each module of page code (app/page-code.ts), shared by the pages the
 * module holds: moving between them keeps the loaded module, so the next page renders at once.
 * Pages other than home load the full English strings with their code, before they render.
 */
function lazyModuleOf(page: FoundPage): LazyModule {
  const { load } = PAGE_CODE[page.id];
  let lazyModule = lazyModules.get(load);
  if (!lazyModule) {
    lazyModule = lazyPage<ModuleRender>(
      () =>
        Promise.all([page.firstLoad ? undefined : loadFullEnglish(), load()]).then(([, module]) => ({
          default: ({ render }) => render(module),
        })),
      { wallet: page.gate === 'signIn' || page.wallet === true },
    );
    lazyModules.set(load, lazyModule);
  }
  return lazyModule;
}

/** A page's code with the props its gate hands it; page-code.ts checks each pair at compile time. */
type GatedCode =
  | { gate: 'public'; code: PageCode<object> }
  | { gate: 'signIn'; code: PageCode<{ address: Address }> };

function gatedCode(page: FoundPage): GatedCode {
  return { gate: page.gate, code: PAGE_CODE[page.id] } as GatedCode;
}

/**
 * A page's element. Pages with a user's own data render behind the sign-in gate, which lives
 * here in the shell: a visitor without a wallet meets the gate without downloading the page or
 * the wallet libraries, and the page loads once the wallet is signed in.
 */
function elementOf(page: FoundPage): ReactNode {
  const LazyModule = lazyModuleOf(page);
  const gated = gatedCode(page);
  if (gated.gate === 'public') {
    const { pick } = gated.code;
    return (
      <LazyModule
        render={(module) => {
          const Page = pick(module);
          return <Page />;
        }}
      />
    );
  }
  const { pick } = gated.code;
  return (
    <SignInGate signInButton={<LazySignInButton />}>
      {(address) => (
        <LazyModule
          render={(module) => {
            const Page = pick(module);
            return <Page address={address} />;
          }}
        />
      )}
    </SignInGate>
  );
}

/**
 * Loads the code of the page a visit starts on when that is home, before the first render, so
 * home paints with the app instead of after a Suspense reveal. Other pages load as usual.
 */
export function preloadStartPage(pathname: string): Promise<void> {
  const page = findPage(pathname);
  return page?.firstLoad ? lazyModuleOf(page).preload() : Promise.resolve();
}

/**
 * Every page of config/route-table.ts, on its path and its aliases, inside the app layout; anything
 * else is "not found". The operator console has its own frame and nested routes under
 * CONSOLE_PATH.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={`${CONSOLE_PATH}/*`} element={<ConsoleRoute />} />
      <Route element={<AppLayout />}>
        {PAGE_LIST.flatMap((page) =>
          routePathsOf(page).map((path) => <Route key={path} path={path} element={elementOf(page)} />),
        )}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
