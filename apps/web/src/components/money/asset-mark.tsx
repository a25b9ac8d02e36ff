import type { Asset } from '@woohoo/shared/assets';
import styles from './asset-mark.module.css';

/** A round mark with the asset's initial in its own colour (no logo files ship with the app). */
export function AssetMark({ asset, size = 36 }: { asset: Asset; size?: number }) {
  return (
    <span
      className={styles.mark}
      data-asset={asset}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
      aria-hidden="true"
    >
      {asset === 'WOOHOO' ? 'W' : asset.slice(0, 1)}
    </span>
  );
}
