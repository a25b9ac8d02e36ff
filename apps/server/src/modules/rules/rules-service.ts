import {
  DEFAULT_RULES,
  type RulesConfig,
  rulesFromJson,
  rulesToJson,
} from '@woohoo/shared/rules/rules-config';
import type { Queryable } from '../../db/db';
import {
  insertRulesVersion,
  selectLastRulesVersion,
  selectRulesRow,
  selectRulesRowAt,
} from './rules-repository';

/**
 * The rules in force at `now` (docs/rules.md "The rules configuration"): the highest stored version
 * whose effective time has come, else the defaults (version 1). Read once per operation; the order
 * records the version.
 */
export async function rulesAt(db: Queryable, now: Date): Promise<RulesConfig> {
  const row = await selectRulesRowAt(db, now);
  return row ? rulesFromJson(row.body) : DEFAULT_RULES;
}

/** A version by number: an order's rules as they were when it was made. */
export async function rulesVersion(db: Queryable, version: number): Promise<RulesConfig | undefined> {
  if (version === DEFAULT_RULES.version) return DEFAULT_RULES;
  const row = await selectRulesRow(db, version);
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
  const version = (await selectLastRulesVersion(db)) + 1;
  const rules: RulesConfig = { ...input.rules, version, effectiveAt: input.effectiveAt.toISOString() };
  await insertRulesVersion(db, {
    version,
    effectiveAt: input.effectiveAt,
    body: JSON.stringify(rulesToJson(rules)),
    createdBy: input.createdBy,
  });
  return rules;
}
