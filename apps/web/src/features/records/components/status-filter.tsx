import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatusFilter } from '../utils/record-types';
import styles from './records-page.module.css';

/** The status chips above a record list, native radios (e2e: getByRole('radio', { name: 'Success' })). */
export function StatusFilterChips({
  options,
  value,
  onChange,
}: {
  options: readonly StatusFilter[];
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{t('records.filterLabel')}</legend>
      {options.map((option) => (
        <label key={option} className={styles.filter} data-checked={option === value ? 'true' : undefined}>
          <input
            type="radio"
            name={name}
            value={option}
            className={styles.radio}
            checked={option === value}
            onChange={() => onChange(option)}
          />
          {t(`status.${option}`)}
        </label>
      ))}
    </fieldset>
  );
}
