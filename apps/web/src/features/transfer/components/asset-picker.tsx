import type { Asset } from '@woohoo/shared/assets';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetMark } from '../../../components/money/asset-mark';
import styles from './transfer-page.module.css';

/** The transferable assets as native radios (e2e: getByRole('radio', { name: 'USDB' })). */
export function AssetPicker<A extends Asset>({
  assets,
  value,
  onChange,
}: {
  assets: readonly A[];
  value: A;
  onChange: (asset: A) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.picker}>
      <legend className="visually-hidden">{t('money.asset')}</legend>
      {assets.map((asset) => (
        <label key={asset} className={styles.option} data-checked={asset === value ? 'true' : undefined}>
          <input
            type="radio"
            name={name}
            value={asset}
            className={styles.radio}
            checked={asset === value}
            onChange={() => onChange(asset)}
          />
          <AssetMark asset={asset} size={24} />
          <span translate="no">{asset}</span>
        </label>
      ))}
    </fieldset>
  );
}
