import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { classNames } from '../../lib/class-names';
import { ChevronIcon } from '../icons';
import styles from './list-row.module.css';

/** A list of rows with a line between them; `framed` puts it on a card of its own. */
export function List({
  as: Element = 'ul',
  framed,
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: 'ul' | 'ol' | 'nav' | 'div'; framed?: boolean }) {
  return <Element className={classNames(styles.list, className)} {...props} data-framed={framed} />;
}

type ListRowProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** What the row is about, at its start: usually an IconTile. */
  icon?: ReactNode;
  title: ReactNode;
  hint?: ReactNode;
  /** Its state or action, at the end. */
  end?: ReactNode;
  /** A row that leads somewhere is a link, with a chevron at its end. */
  to?: string;
  as?: 'li' | 'div';
};

/** A row of a List: icon, title with its hint under it, and a state or action at the end. */
export function ListRow({
  icon,
  title,
  hint,
  end,
  to,
  as: Element = 'li',
  className,
  ...props
}: ListRowProps) {
  const content = (
    <>
      {icon}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {hint && <span className={styles.hint}>{hint}</span>}
      </span>
      {end}
    </>
  );
  const rowClass = classNames(styles.row, className);
  return to ? (
    <Link className={rowClass} {...props} to={to}>
      {content}
      <ChevronIcon size={16} className={`flip-in-rtl ${styles.chevron}`} />
    </Link>
  ) : (
    <Element className={rowClass} {...props}>
      {content}
    </Element>
  );
}
