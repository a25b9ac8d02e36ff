import type { HTMLAttributes } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './card.module.css';

type CardProps = HTMLAttributes<HTMLElement> & {
  /** As a form: let the form check its fields itself. */
  noValidate?: boolean;
  /** The element: a plain box, a landmark section, a self-contained article, a list's item or a form. */
  as?: 'div' | 'section' | 'article' | 'li' | 'form';
  /** The gold card at the top of a page (a balance, a rank, a profile). */
  hero?: boolean;
  /** The space between its parts in pixels, 12 unless given. */
  gap?: 6 | 8 | 10 | 14 | 16 | 20;
};

/** A surface card: border, radius and padding of the theme, its parts in a column. */
export function Card({ as: Element = 'div', hero, gap, className, ...props }: CardProps) {
  return (
    <Element className={classNames(styles.card, className)} {...props} data-hero={hero} data-gap={gap} />
  );
}
