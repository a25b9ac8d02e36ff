import { PAGE_LOAD_TIMEOUT_MS, PAGE_LOADING_DELAY_MS } from '@woohoo/shared/constants';
import { type ComponentType, lazy, type ReactNode, Suspense, use, useState } from 'react';
import { Delayed } from '../components/delayed';
import { PageSkeleton } from '../components/page-skeleton';
import { withTimeout } from '../lib/with-timeout';
import { PageErrorBoundary } from './page-error-boundary';
import { loadWalletRuntime } from './wallet-runtime-loader';

type PageModule<P> = Promise<{ default: ComponentType<P> }>;

/**
 * SPEC 2: every page loads lazily. The skeleton appears only if loading takes longer than
 * 200 ms, and a load that fails or takes longer than 60 s shows a retry view. A retry starts a
 * fresh import (React.lazy keeps a failed result forever). A page that reads the wallet through
 * wagmi (`wallet: true`) loads the wallet runtime beside its code and renders inside it.
 *
 * Once a page's code is loaded, the page renders straight away, without suspending: `preload()`
 * before the first render makes the page a visit starts on part of that render (the home page's
 * content painted with the app, not a Suspense reveal later).
 */
export function lazyPage<P extends object>(
  load: () => PageModule<P>,
  options: { wallet?: boolean } = {},
): ComponentType<P> & { preload: () => Promise<void> } {
  let loaded: ComponentType<P> | undefined;
  const loadModule = options.wallet
    ? () => Promise.all([loadWalletRuntime(), load()]).then(([, page]) => page)
    : load;
  const loadPage = () =>
    withTimeout(loadModule(), PAGE_LOAD_TIMEOUT_MS, 'Page load').then((module) => {
      loaded = module.default;
      return module;
    });
  const create = () => lazy(loadPage);
  let shared = create();

  function LazyPage(props: P) {
    const [Page, setPage] = useState<ComponentType<P>>(() => loaded ?? shared);
    const retry = () => {
      shared = create();
      setPage(() => shared);
    };
    return (
      <PageErrorBoundary onRetry={retry}>
        <Suspense
          fallback={
            <Delayed delayMs={PAGE_LOADING_DELAY_MS}>
              <PageSkeleton />
            </Delayed>
          }
        >
          {options.wallet ? (
            <WalletReady>
              <Page {...props} />
            </WalletReady>
          ) : (
            <Page {...props} />
          )}
        </Suspense>
      </PageErrorBoundary>
    );
  }
  return Object.assign(LazyPage, { preload: () => loadPage().then(() => undefined) });
}

/** Renders its children once the wallet runtime is there, in wagmi's context. */
function WalletReady({ children }: { children: ReactNode }) {
  const runtime = use(loadWalletRuntime());
  return <runtime.WagmiScope>{children}</runtime.WagmiScope>;
}
