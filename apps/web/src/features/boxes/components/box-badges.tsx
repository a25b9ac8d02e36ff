import type { Box } from '@woohoo/shared/api/boxes';
import { useTranslation } from 'react-i18next';
import { Row } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';

const STATE_TONES = { locked: 'neutral', unopened: 'accent', opened: 'info' } as const;

/** SPEC 4 "opened/unopened, claimed/unclaimed", with "locked" before the unlock, as pills. */
export function BoxBadges({ box }: { box: Pick<Box, 'state' | 'claimed'> }) {
  const { t } = useTranslation();
  return (
    <Row as="span" gap={6} wrap>
      <StatusBadge tone={STATE_TONES[box.state]} data-testid="box-state">
        {t(`boxes.state.${box.state}`)}
      </StatusBadge>
      {box.state === 'opened' && (
        <StatusBadge tone={box.claimed ? 'success' : 'accent'} data-testid="box-claim-state">
          {t(box.claimed ? 'boxes.claimState.claimed' : 'boxes.claimState.unclaimed')}
        </StatusBadge>
      )}
    </Row>
  );
}
