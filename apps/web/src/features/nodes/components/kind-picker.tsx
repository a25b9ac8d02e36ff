import type { NodesOverview } from '@woohoo/shared/api/nodes';
import type { NodeKind } from '@woohoo/shared/rules/rules-config';
import { useTranslation } from 'react-i18next';
import textStyle from '../../../components/layout/text.module.css';
import { formatCount } from '../../../lib/format/format-count';
import styles from './nodes-page.module.css';

/**
 * The three node kinds of SPEC 1 as choices: each with what is left of its supply (a bar) and the
 * user's holding (e2e: test id node-kind-<kind>, aria-pressed on the chosen one).
 */
export function KindPicker({
  kinds,
  value,
  onChange,
}: {
  kinds: NodesOverview['kinds'];
  value: NodeKind;
  onChange: (kind: NodeKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.kinds}>
      <legend className="visually-hidden">{t('nodes.kind')}</legend>
      {kinds.map((kind) => {
        const leftPercent = kind.supply > 0 ? Math.round((kind.remaining / kind.supply) * 100) : 0;
        return (
          <button
            key={kind.kind}
            type="button"
            aria-pressed={kind.kind === value}
            className={styles.kind}
            data-testid={`node-kind-${kind.kind}`}
            onClick={() => onChange(kind.kind)}
          >
            <span className={textStyle.title}>{t(`nodes.kinds.${kind.kind}`)}</span>
            <span className={`${textStyle.caption} ${styles.kindLeft}`}>
              {t('nodes.left', {
                remaining: formatCount(kind.remaining),
                supply: formatCount(kind.supply),
              })}
            </span>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${leftPercent}%` }} />
            </span>
            <span className={`${textStyle.caption} ${styles.kindHeld}`}>
              {t('nodes.held', { count: kind.held })}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
