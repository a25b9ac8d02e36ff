import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { IconTile } from '../../../components/layout/icon-tile';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import panel from '../../../components/panel.module.css';
import { renderText, type Translate } from '../../../lib/i18n/render-text';
import {
  type BoxCondition,
  type BoxConditionTextKey,
  conditionProgressPercent,
  describeBoxCondition,
} from '../utils/describe-box-condition';
import styles from './boxes.module.css';

/**
 * What unlocks a locked box (SPEC 4), each condition with its progress: "30 of 100 USDT order",
 * "3 of 5 active direct referrals", "KYC1 not completed". Any one of them unlocks it.
 */
export function BoxConditions({ conditions }: { conditions: readonly BoxCondition[] }) {
  const { t } = useTranslation();
  const translate = t as unknown as Translate<BoxConditionTextKey>;
  return (
    <Stack gap={10} className={styles.conditions}>
      <p className={`${textStyle.caption} ${styles.conditionsTitle}`}>
        {conditions.length > 1 ? t('boxes.unlocksWithAny') : t('boxes.unlocksWith')}
      </p>
      <Stack as="ul" gap={12}>
        {conditions.map((condition, i) => {
          const label = renderText(translate, describeBoxCondition(condition));
          const percent = conditionProgressPercent(condition);
          return (
            <Fragment key={condition.key}>
              {i > 0 && (
                <Row as="li" gap={10} className={styles.orDivider} aria-hidden="true">
                  {t('boxes.or')}
                </Row>
              )}
              <Stack
                as="li"
                gap={6}
                className={styles.condition}
                data-met={condition.met ? 'true' : 'false'}
                data-testid="box-condition"
              >
                <Row as="span" gap={8} className={styles.conditionLine}>
                  <IconTile size={20} round className={styles.conditionMark}>
                    <CheckIcon size={14} strokeWidth={3} />
                  </IconTile>
                  <span>{label}</span>
                  <span className="visually-hidden">
                    ({condition.met ? t('boxes.conditions.met') : t('boxes.conditions.notMet')})
                  </span>
                </Row>
                {condition.key !== 'kyc1' && (
                  <span
                    className={styles.conditionBar}
                    role="progressbar"
                    aria-label={label}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                  >
                    <span className={panel.barFill} style={{ width: `${percent}%` }} />
                  </span>
                )}
              </Stack>
            </Fragment>
          );
        })}
      </Stack>
    </Stack>
  );
}
