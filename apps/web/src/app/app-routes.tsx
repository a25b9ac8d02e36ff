import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { ROUTES, type RouteTitleKey } from './route-table';

const HomeRoute = lazyPage(() => import('./routes/home-route'));
const ComingSoonRoute = lazyPage<{ titleKey: RouteTitleKey }>(() => import('./routes/coming-soon-route'));
const NotFoundRoute = lazyPage(() => import('./routes/not-found-route'));

/** Every route of SPEC 2 inside the app layout; anything else is "not found". */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={route.page === 'home' ? <HomeRoute /> : <ComingSoonRoute titleKey={route.titleKey} />}
          />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
