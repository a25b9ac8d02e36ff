import { useQueryClient } from '@tanstack/react-query';
import * as routes from '@woohoo/shared/endpoints/routes';
import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { removeAreas } from '../../../lib/query/endpoint-query';
import type { SignInHelpers } from '../api/operator-login';
import { useOperatorSession } from '../hooks/use-operator-session';
import { AnnouncementsScreen } from './announcements-screen';
import { AuditScreen } from './audit-screen';
import { ConsoleLayout } from './console-layout';
import { ConsoleSignIn } from './console-sign-in';
import { ExrightsScreen } from './exrights-screen';
import { MallOrdersScreen } from './mall-orders-screen';
import { PayoutsScreen } from './payouts-screen';
import { PoolScreen } from './pool-screen';
import { ProductsScreen } from './products-screen';
import { RulesScreen } from './rules-screen';
import { SettlementsScreen } from './settlements-screen';
import { UsersScreen } from './users-screen';
import { WithdrawalsScreen } from './withdrawals-screen';

/**
 * The operator console (docs/rules.md "Operators, the audit and balance adjustments") under
 * `basePath`: the sign-in screen without an operator session, else the screens in their frame.
 * Paths below the base are relative, so the app decides where the console lives. Signing out (or
 * a 403) drops every console answer from the cache.
 */
export function ConsoleApp({ basePath, signInHelpers }: { basePath: string; signInHelpers: SignInHelpers }) {
  const session = useOperatorSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!session) removeAreas(queryClient, routes.operator);
  }, [session, queryClient]);

  if (!session) return <ConsoleSignIn helpers={signInHelpers} />;
  return (
    <Routes>
      <Route element={<ConsoleLayout basePath={basePath} session={session} />}>
        <Route index element={<WithdrawalsScreen />} />
        <Route path="payouts" element={<PayoutsScreen />} />
        <Route path="audit" element={<AuditScreen />} />
        <Route path="users" element={<UsersScreen />} />
        <Route path="settlements" element={<SettlementsScreen />} />
        <Route path="pool" element={<PoolScreen />} />
        <Route path="rules" element={<RulesScreen />} />
        <Route path="announcements" element={<AnnouncementsScreen />} />
        <Route path="exrights" element={<ExrightsScreen />} />
        <Route path="mall" element={<MallOrdersScreen />} />
        <Route path="products" element={<ProductsScreen />} />
        <Route path="*" element={<Navigate to={basePath} replace />} />
      </Route>
    </Routes>
  );
}
