import { KYC_RULES } from '@woohoo/shared/kyc/kyc-rules';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconProps } from '../../../components/icon-base';
import { IconTile } from '../../../components/layout/icon-tile';
import { Row, Stack } from '../../../components/layout/stack';
import styles from './kyc.module.css';
import { BoxKeyIcon, MailIcon, UserOnceIcon } from './kyc-icons';

const REASONS: readonly { key: 'box' | 'once' | 'code'; Icon: ComponentType<IconProps> }[] = [
  { key: 'box', Icon: BoxKeyIcon },
  { key: 'once', Icon: UserOnceIcon },
  { key: 'code', Icon: MailIcon },
];

/**
 * Why KYC1 matters here (SPEC 4: the ecosystem box unlocks with KYC1; SPEC 5: one email and one
 * IP register once), in the user's language.
 */
export function KycWhy() {
  const { t } = useTranslation();
  return (
    <Stack as="ul" gap={10} className={styles.recess} aria-label={t('kyc.why.title')} data-testid="kyc-why">
      {REASONS.map(({ key, Icon }) => (
        <Row key={key} as="li" align="start" gap={10} className={styles.reason}>
          <IconTile size={28}>
            <Icon size={18} />
          </IconTile>
          <span>{t(`kyc.why.${key}`, { minutes: String(KYC_RULES.codeTtlSec / 60) })}</span>
        </Row>
      ))}
    </Stack>
  );
}
