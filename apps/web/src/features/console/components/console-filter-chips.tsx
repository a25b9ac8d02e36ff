import { FilterChips } from '../../../components/filter-chips';
import styles from './console.module.css';

/**
 * The app's single-choice chips (components/filter-chips.tsx) in a row that wraps: on a phone the
 * console's rows of four to six chips would otherwise run past the screen's edge.
 */
export function ConsoleFilterChips<T extends string>(props: Parameters<typeof FilterChips<T>>[0]) {
  return (
    <div className={styles.chipRow}>
      <FilterChips {...props} />
    </div>
  );
}
