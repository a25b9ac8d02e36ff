import { type CSSProperties, useId } from 'react';
import { useTranslation } from 'react-i18next';
import textStyle from '../../../components/layout/text.module.css';
import { describeOption } from '../utils/describe-option';
import styles from './mall.module.css';

/**
 * One option of a product (size or colour) as native radios in a grid of up to four columns:
 * antd-mobile's Selector draws its items as divs, which a keyboard cannot reach. An option that
 * no variant offers with the other choice is disabled (e2e: getByText('White').click()). A colour
 * or measured size shows in the interface language (describe-option.ts); the value stays as typed.
 */
export function OptionChips({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: string; disabled: boolean }[];
  value: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const columns = { '--columns': Math.min(options.length, 4) } as CSSProperties;
  return (
    <fieldset className={styles.options} style={columns}>
      <legend className={textStyle.label}>{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={styles.option}
          data-checked={option.value === value ? 'true' : undefined}
          data-disabled={option.disabled ? 'true' : undefined}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            className={styles.optionRadio}
            checked={option.value === value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          {describeOption(option.value, t)}
        </label>
      ))}
    </fieldset>
  );
}
