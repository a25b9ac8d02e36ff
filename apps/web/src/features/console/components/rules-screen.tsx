import type { RulesOverview } from '@woohoo/shared/api/operator';
import { Card } from '../../../components/layout/card';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { useRules } from '../api/get-rules';
import { describeRulesVersion } from '../utils/describe-rules-version';
import { formatConsoleTime } from '../utils/format-console-time';
import styles from './console.module.css';
import { ConsoleEmpty, ConsoleError, ConsoleSkeleton } from './console-states';
import { RulesEditor } from './rules-editor';

/**
 * The rules configuration (docs/rules.md "The rules configuration"): the version in force, every
 * version with the scheduled ones marked, and an editor that previews a new version as a diff
 * before saving it.
 */
export function RulesScreen() {
  const query = useRules();
  return (
    <Stack as="section" gap={16} aria-labelledby="rules-title">
      <h1 id="rules-title" className={styles.title}>
        Rules
      </h1>
      {query.isPending ? (
        <ConsoleSkeleton rows={5} />
      ) : query.isError ? (
        <ConsoleError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <RulesVersions overview={query.data} />
          <RulesEditor key={query.data.inForce.version} overview={query.data} />
        </>
      )}
    </Stack>
  );
}

function RulesVersions({ overview }: { overview: RulesOverview }) {
  const nowMs = Date.now();
  return (
    <Card as="section" aria-labelledby="rules-versions-title" data-testid="rules-versions">
      <h2 id="rules-versions-title" className={textStyle.heading}>
        Version {overview.inForce.version} in force since {formatConsoleTime(overview.inForce.effectiveAt)}
      </h2>
      {overview.versions.length === 0 ? (
        <ConsoleEmpty text="No rules versions yet" />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">State</th>
                <th scope="col">Effective from</th>
                <th scope="col">Created by</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {overview.versions.map((v) => {
                const state = describeRulesVersion(v, overview.inForce.version, nowMs);
                return (
                  <tr key={v.version} data-testid={`rules-version-${v.version}`}>
                    <td data-label="Version" className={styles.mono}>
                      {v.version}
                    </td>
                    <td data-label="State">
                      <span className={styles.tag} data-state={state}>
                        {state}
                      </span>
                    </td>
                    <td data-label="Effective from" className={styles.mono}>
                      {formatConsoleTime(v.effectiveAt)}
                    </td>
                    <td data-label="Created by" className={styles.mono}>
                      {v.createdBy}
                    </td>
                    <td data-label="Created" className={styles.mono}>
                      {formatConsoleTime(v.createdAt)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
