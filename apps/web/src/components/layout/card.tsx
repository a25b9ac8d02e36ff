import type { HTMLAttributes } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './card.module.css';

type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element: a plain box, a landmark section, a self-contained article or a list's item. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** The space between its parts: 12 px, or 14 px (the money pages) or 20 px (a form of steps). */
  gap?: 14 | 20;
};

/** A surface card: border, radius and padding of the theme, its parts in a column. */
export function Card({ as: Element = 'div', gap, className, ...props }: CardProps) {
  return <Element className={classNames(styles.card, className)} {...props} data-gap={gap} />;
}
