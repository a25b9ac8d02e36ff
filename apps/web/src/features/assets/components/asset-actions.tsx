import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DepositIcon, SwapIcon, TransferIcon, WithdrawIcon } from '../../../components/icons';
import { IconTile } from '../../../components/layout/icon-tile';
import { paths } from '../../../config/paths';
import type { AssetAction } from '../utils/asset-sources';
import styles from './assets-page.module.css';

const ACTIONS: Record<AssetAction, { path: string; Icon: ComponentType<{ size?: number }> }> = {
  deposit: { path: paths.deposit(), Icon: DepositIcon },
  withdraw: { path: paths.withdraw(), Icon: WithdrawIcon },
  transfer: { path: paths.transfer(), Icon: TransferIcon },
  swap: { path: paths.swap(), Icon: SwapIcon },
};

/** Links to the money pages (e2e: getByRole('link', { name: 'Deposit' }) and so on). */
export function AssetActions({ actions }: { actions: readonly AssetAction[] }) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  return (
    <nav aria-label={t('assets.actionsLabel')}>
      <ul className={styles.actions}>
        {actions.map((action) => {
          const { path, Icon } = ACTIONS[action];
          return (
            <li key={action}>
              <Link to={path} className={styles.action}>
                <IconTile size={42}>
                  <Icon size={22} />
                </IconTile>
                <span className={styles.actionLabel}>{t(`assets.actions.${action}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
