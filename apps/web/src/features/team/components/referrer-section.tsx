import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { IconTile } from '../../../components/layout/icon-tile';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { CopyableAddress } from '../../../components/money/copyable-address';
import { paths } from '../../../config/paths';
import { useAppNavigate } from '../../../hooks/use-app-navigate';
import styles from './team.module.css';
import { LinkIcon } from './team-icons';

/** The bound referrer, or, while there is none, a clear way to bind one (SPEC 2 "bind referrer"). */
export function ReferrerSection({ referrer }: { referrer: string | null }) {
  const { t } = useTranslation();
  const { go } = useAppNavigate();
  if (referrer) {
    return (
      <Row justify="between" gap={12} className={styles.referrerRow} data-testid="team-referrer">
        <span className={styles.referrerLabel}>{t('team.referrer.label')}</span>
        <CopyableAddress address={referrer} />
      </Row>
    );
  }
  return (
    <Stack
      as="section"
      gap={12}
      className={styles.bindPrompt}
      aria-labelledby="team-bind-title"
      data-testid="team-bind-prompt"
    >
      <Row gap={12}>
        <IconTile size={40} className={styles.bindIcon}>
          <LinkIcon size={22} />
        </IconTile>
        <Stack gap={4}>
          <h2 id="team-bind-title" className={textStyle.title}>
            {t('team.referrer.none')}
          </h2>
          <p className={styles.bindHint}>{t('team.referrer.noneHint')}</p>
        </Stack>
      </Row>
      <Button color="primary" fill="outline" shape="rounded" block onClick={() => go(paths.bindReferrer())}>
        {t('team.referrer.bind')}
      </Button>
    </Stack>
  );
}
