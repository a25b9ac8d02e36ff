import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { Address } from 'viem';
import { SignInGate } from '../components/sign-in-gate';
import { CONSOLE_PATH } from '../lib/navigation/console-path';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { LazySignInButton } from './lazy-sign-in-button';
import {
  type AppRoute,
  type BoxesRoutePage,
  findRoute,
  isBoxesPage,
  isMallPage,
  isMyPage,
  isTeamPage,
  type LocationRoutePage,
  type MallAccountPage,
  type MoneyRoutePage,
  ROUTES,
  type TeamRoutePage,
} from './route-table';

const HomeRoute = lazyPage(() => import('./routes/home-route'));
const LocationRoute = lazyPage<{ page: LocationRoutePage }>(() => import('./routes/location-route'));
const NotFoundRoute = lazyPage(() => import('./routes/not-found-route'));
const MoneyRoute = lazyPage<{ page: MoneyRoutePage; address: Address }>(
  () => import('./routes/money-route'),
  {
    wallet: true,
  },
);
const NodesRoute = lazyPage<{ address: Address }>(() => import('./routes/nodes-route'), {
  wallet: true,
});
const WoohooRoute = lazyPage<{ page: 'woohooSale' | 'positions'; address: Address }>(
  () => import('./routes/woohoo-route'),
  {
    wallet: true,
  },
);
const ExrightsRoute = lazyPage(() => import('./routes/exrights-route'), {
  wallet: true,
});
const AnnouncementsRoute = lazyPage<{ page: 'announcements' | 'announcementDetails' }>(
  () => import('./routes/announcements-route'),
);
const StakeRoute = lazyPage<{ page: 'stake' | 'stakeRecords' | 'pool'; address: Address }>(
  () => import('./routes/stake-route'),
  {
    wallet: true,
  },
);
const MallRoute = lazyPage<{ page: 'mall' | 'productDetails' }>(() => import('./routes/mall-route'), {
  wallet: true,
});
const MallAccountRoute = lazyPage<{ page: MallAccountPage; address: Address }>(
  () => import('./routes/mall-route').then((module) => ({ default: module.MallAccountRoute })),
  { wallet: true },
);
const TeamRoute = lazyPage<{ page: TeamRoutePage; address: Address }>(() => import('./routes/team-route'), {
  wallet: true,
});
const MyRoute = lazyPage(() => import('./routes/my-route'), { wallet: true });
const GiftCollectionRoute = lazyPage<{ address: Address }>(
  () => import('./routes/my-route').then((module) => ({ default: module.GiftCollectionRoute })),
  { wallet: true },
);
const BoxesRoute = lazyPage<{ page: BoxesRoutePage; address: Address }>(
  () => import('./routes/boxes-route'),
  {
    wallet: true,
  },
);
const KycRoute = lazyPage<{ address: Address }>(() => import('./routes/kyc-route'), {
  wallet: true,
});
const TasksRoute = lazyPage<{ address: Address }>(() => import('./routes/tasks-route'), {
  wallet: true,
});
const TransparencyRoute = lazyPage(() => import('./routes/transparency-route'));
// The operator console (docs/rules.md "Operators, the audit and balance adjustments"): its own
// route tree and chunk, outside the app layout.
const ConsoleRoute = lazyPage(() => import('./routes/console-route'), {
  wallet: true,
});

/**
 * Pages with a user's own data render behind the sign-in gate, which lives here in the shell: a
 * visitor without a wallet meets the gate without downloading the page or the wallet libraries,
 * and the page loads once the wallet is signed in.
 */
function gated(render: (address: Address) => ReactNode) {
  return <SignInGate signInButton={<LazySignInButton />}>{render}</SignInGate>;
}

/**
 * Loads the code of the page a visit starts on when that is home, before the first render, so
 * home paints with the app instead of after a Suspense reveal. Other pages load as usual.
 */
export function preloadStartPage(pathname: string): Promise<void> {
  return findRoute(pathname)?.page === 'home' ? HomeRoute.preload() : Promise.resolve();
}

function pageOf(route: AppRoute) {
  const { page } = route;
  if (page === 'home') return <HomeRoute />;
  if (page === 'chooseLocation' || page === 'openLocation') return <LocationRoute page={page} />;
  if (page === 'transparency') return <TransparencyRoute />;
  if (page === 'announcements' || page === 'announcementDetails') return <AnnouncementsRoute page={page} />;
  if (page === 'mall' || page === 'productDetails') return <MallRoute page={page} />;
  if (page === 'my') return <MyRoute />;
  if (page === 'nodes') return gated((address) => <NodesRoute address={address} />);
  if (page === 'exrights') return gated(() => <ExrightsRoute />);
  if (page === 'kyc') return gated((address) => <KycRoute address={address} />);
  if (page === 'tasks') return gated((address) => <TasksRoute address={address} />);
  if (page === 'stake' || page === 'stakeRecords' || page === 'pool')
    return gated((address) => <StakeRoute page={page} address={address} />);
  if (page === 'woohooSale' || page === 'positions')
    return gated((address) => <WoohooRoute page={page} address={address} />);
  if (isMallPage(page)) return gated((address) => <MallAccountRoute page={page} address={address} />);
  if (isTeamPage(page)) return gated((address) => <TeamRoute page={page} address={address} />);
  if (isMyPage(page)) return gated((address) => <GiftCollectionRoute address={address} />);
  if (isBoxesPage(page)) return gated((address) => <BoxesRoute page={page} address={address} />);
  return gated((address) => <MoneyRoute page={page} address={address} />);
}

/**
 * Every route of SPEC 2 inside the app layout; anything else is "not found". The operator console
 * has its own frame and nested routes under CONSOLE_PATH.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={`${CONSOLE_PATH}/*`} element={<ConsoleRoute />} />
      <Route element={<AppLayout />}>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={pageOf(route)} />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
