import { useId } from 'react';
import { classNames } from '../lib/class-names';
import styles from './filter-chips.module.css';

/**
 * A row of single-choice chips as native radios, scrolling sideways when they do not fit: the
 * mall's categories and order states, the reward kinds of income details (e2e:
 * getByRole('radio', { name: 'Shipped' })).
 */
export function FilterChips<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** A row that sets its own margins (a doubled class, to win over the row's own). */
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={classNames(styles.chips, className)}>
      <legend className="visually-hidden">{legend}</legend>
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
