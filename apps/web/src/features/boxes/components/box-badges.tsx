import type { Box } from '@woohoo/shared/api/boxes';
import { useTranslation } from 'react-i18next';
import styles from './boxes.module.css';

const STATE_TONES = { locked: 'neutral', unopened: 'accent', opened: 'progress' } as const;

/** SPEC 4 "opened/unopened, claimed/unclaimed", with "locked" before the unlock, as pills. */
export function BoxBadges({ box }: { box: Pick<Box, 'state' | 'claimed'> }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badges}>
      <span className={styles.badge} data-tone={STATE_TONES[box.state]} data-testid="box-state">
        {t(`boxes.state.${box.state}`)}
      </span>
      {box.state === 'opened' && (
        <span
          className={styles.badge}
          data-tone={box.claimed ? 'success' : 'accent'}
          data-testid="box-claim-state"
        >
          {t(box.claimed ? 'boxes.claimState.claimed' : 'boxes.claimState.unclaimed')}
        </span>
      )}
    </span>
  );
}
