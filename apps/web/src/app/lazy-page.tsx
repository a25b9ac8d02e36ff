import { PAGE_LOAD_TIMEOUT_MS, PAGE_LOADING_DELAY_MS } from '@woohoo/shared/constants';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Delayed } from '../components/delayed';
import { PageSkeleton } from '../components/page-skeleton';
import { withTimeout } from '../lib/with-timeout';
import { PageErrorBoundary } from './page-error-boundary';

type PageModule<P> = Promise<{ default: ComponentType<P> }>;

/**
 * SPEC 2: every page loads lazily. The skeleton appears only if loading takes longer than
 * 200 ms, and a load that fails or takes longer than 60 s shows a retry view. A retry starts a
 * fresh import (React.lazy keeps a failed result forever).
 */
export function lazyPage<P extends object>(load: () => PageModule<P>): ComponentType<P> {
  const create = () => lazy(() => withTimeout(load(), PAGE_LOAD_TIMEOUT_MS, 'Page load'));
  let shared = create();

  function LazyPage(props: P) {
    const [Page, setPage] = useState(() => shared);
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
          <Page {...props} />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  return LazyPage;
}
