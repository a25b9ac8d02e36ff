import Button from 'antd-mobile/es/components/button';
import { NavLink, Outlet } from 'react-router-dom';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { shortenAddress } from '../../../lib/format/shorten-address';
import { useOperatorLogout } from '../api/operator-logout';
import { CONSOLE_SCREENS, consoleScreenPath } from '../utils/console-screens';
import type { OperatorSession } from '../utils/operator-session-store';
import styles from './console.module.css';
import { TreasuryBanner } from './treasury-banner';

/**
 * The console's frame: who is signed in, Sign out, the screens' nav (wraps on a phone), the
 * treasury's alarm banner when there is one, the screen.
 */
export function ConsoleLayout({ basePath, session }: { basePath: string; session: OperatorSession }) {
  const logout = useOperatorLogout();
  return (
    <Stack gap={16} className={styles.shell}>
      <Row as="header" wrap justify="between" gap={8} className={styles.header}>
        <p className={textStyle.headline}>WOOHOO operator console</p>
        <Row wrap gap={8} className={`${textStyle.muted} ${styles.who}`}>
          <span title={session.actor} data-testid="console-operator">
            Signed in as <span className={styles.mono}>{shortenAddress(session.actor)}</span>
          </span>
          <Button size="small" loading={logout.isPending} onClick={() => logout.mutate()}>
            Sign out
          </Button>
        </Row>
      </Row>
      <Row as="nav" wrap gap={8} className={styles.nav} aria-label="Console">
        {CONSOLE_SCREENS.map((screen) => (
          <NavLink
            key={screen.name}
            to={consoleScreenPath(basePath, screen.name)}
            end
            className={styles.navLink}
            data-testid={`console-nav-${screen.name}`}
          >
            {screen.label}
          </NavLink>
        ))}
      </Row>
      <TreasuryBanner />
      <Stack as="main" gap={16}>
        <Outlet />
      </Stack>
    </Stack>
  );
}
