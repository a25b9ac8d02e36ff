import { Card } from '../../../components/layout/card';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { useExrights } from '../api/get-exrights';
import { formatConsoleAmount } from '../utils/format-console-amount';
import { formatConsoleTime } from '../utils/format-console-time';
import styles from './console.module.css';
import { ConsoleEmpty, ConsoleError, ConsoleSkeleton } from './console-states';
import { ExrightsEventForm } from './exrights-event-form';
import { ExrightsIssuanceForm } from './exrights-issuance-form';

/**
 * The data of the users' ex-rights screen (SPEC 2 and 9): the BHC issuance data and the ex-rights
 * events as stored (GET /api/operator/exrights), and the forms that change them.
 */
export function ExrightsScreen() {
  const exrights = useExrights();
  return (
    <Stack as="section" gap={16} aria-labelledby="exrights-title">
      <h1 id="exrights-title" className={styles.title}>
        Ex-rights
      </h1>
      <Card as="section" aria-label="Stored ex-rights data" data-testid="exrights-stored">
        {exrights.isPending ? (
          <ConsoleSkeleton rows={3} />
        ) : exrights.isError ? (
          <ConsoleError error={exrights.error} onRetry={() => exrights.refetch()} />
        ) : (
          <>
            <p className={textStyle.muted}>
              Issuance:{' '}
              {exrights.data.issuance
                ? `${formatConsoleAmount(exrights.data.issuance.issued, 'BHC')} issued of ${formatConsoleAmount(exrights.data.issuance.totalSupply, 'BHC')}`
                : 'not set yet'}
            </p>
            <p className={textStyle.muted}>
              Events recorded: {exrights.data.count} of {exrights.data.max}
            </p>
            {exrights.data.events.length === 0 ? (
              <ConsoleEmpty text="No ex-rights event recorded yet" />
            ) : (
              <ol>
                {exrights.data.events.map((e) => (
                  <li key={e.seq}>
                    <span className={styles.mono}>{formatConsoleTime(e.happenedAt)}</span> {e.title}
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </Card>
      <ExrightsIssuanceForm />
      <ExrightsEventForm />
    </Stack>
  );
}
