import panel from '../../../components/panel.module.css';
import styles from './transparency.module.css';

/** A label and its figure in the report's fact grids; `tone="bad"` marks a shortfall. */
export function Fact({ label, value, tone }: { label: string; value: string; tone?: 'bad' }) {
  return (
    <div className={panel.fact}>
      <dt>{label}</dt>
      {/* The cell reads left to right (figures); bdi gives a text value its own direction. */}
      <dd title={value}>
        <bdi className={tone === 'bad' ? styles.badValue : undefined}>{value}</bdi>
      </dd>
    </div>
  );
}
