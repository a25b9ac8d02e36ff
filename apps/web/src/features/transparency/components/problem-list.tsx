import { Stack } from '../../../components/layout/stack';
import styles from './transparency.module.css';

/**
 * Problems as the reconciliation words them. They are the server's English (the machine-readable
 * record auditors compare), marked as such so a screen reader reads them in English.
 */
export function ProblemList({ title, problems }: { title: string; problems: readonly string[] }) {
  return (
    <Stack as="ul" gap={6} className={styles.problems} aria-label={title} lang="en" dir="ltr">
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </Stack>
  );
}
