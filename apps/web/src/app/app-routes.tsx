import { Route, Routes } from 'react-router-dom';
import { CONSOLE_PATH } from '../lib/navigation/console-path';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import {
  type AppRoute,
  type BoxesRoutePage,
  isBoxesPage,
  isMallPage,
  isMyPage,
  isTeamPage,
  type MallRoutePage,
  type MoneyRoutePage,
  type MyRoutePage,
  ROUTES,
  type RouteTitleKey,
  type TeamRoutePage,
} from './route-table';

const HomeRoute = lazyPage(() => import('./routes/home-route'));
const ComingSoonRoute = lazyPage<{ titleKey: RouteTitleKey }>(() => import('./routes/coming-soon-route'));
const NotFoundRoute = lazyPage(() => import('./routes/not-found-route'));
const MoneyRoute = lazyPage<{ page: MoneyRoutePage }>(() => import('./routes/money-route'));
const NodesRoute = lazyPage(() => import('./routes/nodes-route'));
const WoohooRoute = lazyPage<{ page: 'woohooSale' | 'positions' }>(() => import('./routes/woohoo-route'));
const ExrightsRoute = lazyPage(() => import('./routes/exrights-route'));
const AnnouncementsRoute = lazyPage<{ page: 'announcements' | 'announcementDetails' }>(
  () => import('./routes/announcements-route'),
);
const StakeRoute = lazyPage<{ page: 'stake' | 'stakeRecords' | 'pool' }>(
  () => import('./routes/stake-route'),
);
const MallRoute = lazyPage<{ page: MallRoutePage }>(() => import('./routes/mall-route'));
const TeamRoute = lazyPage<{ page: TeamRoutePage }>(() => import('./routes/team-route'));
const MyRoute = lazyPage<{ page: MyRoutePage }>(() => import('./routes/my-route'));
const BoxesRoute = lazyPage<{ page: BoxesRoutePage }>(() => import('./routes/boxes-route'));
const KycRoute = lazyPage(() => import('./routes/kyc-route'));
const TasksRoute = lazyPage(() => import('./routes/tasks-route'));
const TransparencyRoute = lazyPage(() => import('./routes/transparency-route'));
// The operator console: its own route tree and chunk, outside the app layout (issue 11 item 2).
const ConsoleRoute = lazyPage(() => import('./routes/console-route'));

function pageOf(route: AppRoute) {
  if (route.page === 'home') return <HomeRoute />;
  if (route.page === 'comingSoon') return <ComingSoonRoute titleKey={route.titleKey} />;
  if (route.page === 'nodes') return <NodesRoute />;
  if (route.page === 'exrights') return <ExrightsRoute />;
  if (route.page === 'kyc') return <KycRoute />;
  if (route.page === 'tasks') return <TasksRoute />;
  if (route.page === 'transparency') return <TransparencyRoute />;
  if (route.page === 'announcements' || route.page === 'announcementDetails')
    return <AnnouncementsRoute page={route.page} />;
  if (route.page === 'stake' || route.page === 'stakeRecords' || route.page === 'pool')
    return <StakeRoute page={route.page} />;
  if (route.page === 'woohooSale' || route.page === 'positions') return <WoohooRoute page={route.page} />;
  if (isMallPage(route.page)) return <MallRoute page={route.page} />;
  if (isTeamPage(route.page)) return <TeamRoute page={route.page} />;
  if (isMyPage(route.page)) return <MyRoute page={route.page} />;
  if (isBoxesPage(route.page)) return <BoxesRoute page={route.page} />;
  return <MoneyRoute page={route.page} />;
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
