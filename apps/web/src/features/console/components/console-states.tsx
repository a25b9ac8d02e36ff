import Button from 'antd-mobile/es/components/button';
import { SkeletonBlock } from '../../../components/layout/skeleton-block';
import { Row, Stack } from '../../../components/layout/stack';
import { describeConsoleError } from '../utils/describe-console-error';
import styles from './console.module.css';

/** Grey rows where a list will be, announced as loading. */
export function ConsoleSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Stack gap={8} role="status" aria-busy="true">
      <span className="visually-hidden">Loading…</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <SkeletonBlock key={index} height={44} radius={10} />
      ))}
    </Stack>
  );
}

/** An empty list, in words ("No withdrawals waiting for review"). */
export function ConsoleEmpty({ text }: { text: string }) {
  return (
    <p className={styles.empty} role="status">
      {text}
    </p>
  );
}

/** A failed load with the server's code and message, and a retry. */
export function ConsoleError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Row wrap justify="between" gap={8} className={styles.error} role="alert">
      <span>{describeConsoleError(error)}</span>
      {onRetry && (
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Row>
  );
}
