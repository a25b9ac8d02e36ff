import { type ReactNode, useId } from 'react';
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
    <section className={className ? `${styles.card} ${className}` : styles.card} aria-labelledby={titleId}>
      <span className={styles.icon}>{icon}</span>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.hint}>{hint}</p>
      <div className={styles.action}>{children}</div>
    </section>
  );
}
