import { REWARD_KIND_NAMES, type RewardKind } from '@woohoo/shared/settlement/reward-kinds';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REWARD_KIND_LABELS } from '../utils/describe-reward';
import styles from './rewards.module.css';

export type KindFilterValue = RewardKind | 'all';

/**
 * All, then the twelve reward kinds, as a scrolling row of native radios (e2e:
 * getByRole('radio', { name: 'Fee dividend' })).
 */
export function KindFilter({
  value,
  onChange,
}: {
  value: KindFilterValue;
  onChange: (value: KindFilterValue) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const options: { value: KindFilterValue; label: string }[] = [
    { value: 'all', label: t('rewards.income.all') },
    ...REWARD_KIND_NAMES.map((kind) => ({ value: kind, label: t(REWARD_KIND_LABELS[kind]) })),
  ];
  return (
    <fieldset className={styles.chips}>
      <legend className="visually-hidden">{t('rewards.income.filterLabel')}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={styles.chip}
          data-checked={option.value === value ? 'true' : undefined}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            className={styles.radio}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
