import type { HTMLAttributes } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './stack.module.css';

type Gap = 2 | 4 | 6 | 8 | 10 | 12 | 14 | 16 | 20;
type FlexProps = HTMLAttributes<HTMLElement> & {
  as?:
    | 'div'
    | 'span'
    | 'section'
    | 'article'
    | 'main'
    | 'form'
    | 'header'
    | 'footer'
    | 'nav'
    | 'ul'
    | 'ol'
    | 'li'
    | 'dl'
    | 'dt'
    | 'dd'
    | 'p'
    | 'label'
    | 'h2'
    | 'h3'
    | 'summary';
  /** As a label: the field it names. */
  htmlFor?: string;
  /** As a form: let the form check its fields itself. */
  noValidate?: boolean;
  /** The space between the parts, in pixels (none unless given). */
  gap?: Gap;
  /** Takes the room left in its own row, and may shrink below its content's width. */
  grow?: boolean;
};

/** Parts one under another, `gap` pixels apart: the layout of a card's or a form's content. */
export function Stack({ as: Element = 'div', gap, grow, className, ...props }: FlexProps) {
  return (
    <Element className={classNames(styles.stack, className)} {...props} data-gap={gap} data-grow={grow} />
  );
}

/**
 * Parts side by side, centred on one line (or on their baseline, or their tops), `gap` pixels
 * apart; `justify="between"` pushes them to both ends, `wrap` lets them wrap.
 */
export function Row({
  as: Element = 'div',
  gap,
  grow,
  align,
  justify,
  wrap,
  className,
  ...props
}: FlexProps & { align?: 'baseline' | 'start'; justify?: 'between'; wrap?: boolean }) {
  return (
    <Element
      className={classNames(styles.stack, className)}
      {...props}
      data-row
      data-gap={gap}
      data-grow={grow}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap}
    />
  );
}
