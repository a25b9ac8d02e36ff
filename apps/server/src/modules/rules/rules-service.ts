import {
  DEFAULT_RULES,
  type RulesConfig,
  rulesFromJson,
  rulesToJson,
} from '@woohoo/shared/rules/rules-config';
import type { Queryable } from '../../db/db';

/**
 * The rules in force at `now` (docs/rules.md "The rules configuration"): the highest stored version
 * whose effective time has come, else the defaults (version 1). Read once per operation; the order
 * records the version.
 */
export async function rulesAt(db: Queryable, now: Date): Promise<RulesConfig> {
  const [row] = await db.query<{ body: unknown }>(
    'SELECT body FROM rules_versions WHERE effective_at <= $1 ORDER BY version DESC LIMIT 1',
    [now],
  );
  return row ? rulesFromJson(row.body) : DEFAULT_RULES;
}

/** A version by number: an order's rules as they were when it was made. */
export async function rulesVersion(db: Queryable, version: number): Promise<RulesConfig | undefined> {
  if (version === DEFAULT_RULES.version) return DEFAULT_RULES;
  const [row] = await db.query<{ body: unknown }>('SELECT body FROM rules_versions WHERE version = $1', [
    version,
  ]);
  return row ? rulesFromJson(row.body) : undefined;
}

/**
 * Adds a version (the operator's change, no deploy): the next number, effective from
 * `effectiveAt` (not before now, so no order changes its rules after the fact).
 */
export async function addRulesVersion(
  db: Queryable,
  input: { rules: Omit<RulesConfig, 'version' | 'effectiveAt'>; effectiveAt: Date; createdBy: string },
): Promise<RulesConfig> {
  const [last] = await db.query<{ version: number }>(
    'SELECT COALESCE(MAX(version), 1) AS version FROM rules_versions',
  );
  const version = Number(last?.version ?? 1) + 1;
  const rules: RulesConfig = { ...input.rules, version, effectiveAt: input.effectiveAt.toISOString() };
  await db.query(
    'INSERT INTO rules_versions (version, effective_at, body, created_by) VALUES ($1, $2, $3, $4)',
    [version, input.effectiveAt, JSON.stringify(rulesToJson(rules)), input.createdBy],
  );
  return rules;
}
