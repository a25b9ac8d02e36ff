import { type ReactNode, useId } from 'react';
import { classNames } from '../lib/class-names';
import { IconTile } from './layout/icon-tile';
import { Stack } from './layout/stack';
import textStyle from './layout/text.module.css';
import styles from './prompt-card.module.css';

/**
 * The card that asks for one step before a page can show: an icon, a title (which names the
 * card's region), a hint and the button that takes the step.
 */
export function PromptCard({
  icon,
  title,
  hint,
  className,
  children,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  /** Extra class for the card, e.g. one that sets --prompt-hint-max-width. */
  className?: string;
  /** The action, stretched to the card's width. */
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Stack as="section" gap={14} className={classNames(styles.card, className)} aria-labelledby={titleId}>
      <IconTile size={56}>{icon}</IconTile>
      <h2 id={titleId} className={textStyle.headline}>
        {title}
      </h2>
      <p className={styles.hint}>{hint}</p>
      <div className={styles.action}>{children}</div>
    </Stack>
  );
}
