import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './section-header.module.css';

/** A section's title (h2 unless `as` says otherwise) with an optional note at the row's end. */
export function SectionHeader({
  title,
  id,
  as: Heading = 'h2',
  aside,
  className,
  titleClassName,
}: {
  title: ReactNode;
  id?: string;
  as?: 'h2' | 'h3';
  aside?: ReactNode;
  className?: string;
  titleClassName?: string;
}) {
  return (
    <div className={classNames(styles.head, className)}>
      <Heading id={id} className={classNames(styles.title, titleClassName)}>
        {title}
      </Heading>
      {aside}
    </div>
  );
}
