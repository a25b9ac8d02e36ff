import { useTranslation } from 'react-i18next';
import { FilterChips } from '../../../components/filter-chips';
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
  return (
    <FilterChips
      legend={t('records.filterLabel')}
      options={options.map((option) => ({ value: option, label: t(`status.${option}`) }))}
      value={value}
      onChange={onChange}
      className={styles.filters}
    />
  );
}
