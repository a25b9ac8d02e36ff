import type { KycChallenge } from '@woohoo/shared/api/kyc';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import type { ChallengeAnswers } from '../utils/kyc-form-rules';
import { CaptchaField } from './captcha-field';
import styles from './kyc.module.css';
import { SliderPuzzle } from './slider-puzzle';

/** The challenge query as this step needs it (a react-query result fits). */
type ChallengeQuery = {
  data: KycChallenge | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * Step 2, the security check (SPEC 2 "graphic verification", SPEC 5 slider puzzle): the image
 * captcha and the slider puzzle of the current challenge; "passed" while the code just sent
 * counts down; a skeleton while the first challenge loads, a retry when it could not.
 */
export function SecurityCheck({
  challenge,
  answers,
  passed,
  onAnswers,
}: {
  challenge: ChallengeQuery;
  answers: ChallengeAnswers;
  passed: boolean;
  /** New answers; undefined drops them (a refresh asks for a new challenge). */
  onAnswers: (answers: ChallengeAnswers | undefined) => void;
}) {
  const { t } = useTranslation();
  if (passed) {
    return (
      <Row as="p" align="start" gap={8} className={styles.passed} data-testid="kyc-check-passed">
        <CheckIcon size={18} className={styles.passedIcon} />
        {t('kyc.security.passed')}
      </Row>
    );
  }
  if (challenge.data) {
    const refreshing = challenge.isFetching;
    return (
      <Stack gap={14} className={styles.security} data-busy={refreshing ? 'true' : undefined}>
        <CaptchaField
          challenge={challenge.data}
          value={answers.captcha}
          refreshing={refreshing}
          onChange={(captcha) => onAnswers({ ...answers, captcha })}
          onRefresh={() => {
            onAnswers(undefined);
            void challenge.refetch();
          }}
        />
        <Stack gap={8}>
          <span className={textStyle.label}>{t('kyc.security.puzzleLabel')}</span>
          <SliderPuzzle
            challenge={challenge.data}
            x={answers.sliderX}
            disabled={refreshing}
            onPlace={(sliderX) => onAnswers({ ...answers, sliderX })}
          />
        </Stack>
      </Stack>
    );
  }
  if (challenge.isError) {
    return (
      <Row justify="between" gap={12} className={styles.challengeError} role="alert">
        <p className={`${textStyle.caption} ${styles.hint}`}>{t('kyc.security.loadFailed')}</p>
        <Button size="small" shape="rounded" onClick={() => void challenge.refetch()}>
          {t('common.retry')}
        </Button>
      </Row>
    );
  }
  return (
    <Stack gap={14} className={styles.security} role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <SkeletonBlock height={44} radius="sm" />
      <SkeletonBlock height={220} radius="sm" />
    </Stack>
  );
}
