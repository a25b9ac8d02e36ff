import {
  DEFAULT_RULES,
  type RulesConfig,
  rulesFromJson,
  rulesToJson,
} from '@woohoo/shared/rules/rules-config';
import type { Queryable } from '../../db/db';
import {
  insertRulesVersion,
  lockRulesVersions,
  selectLastRulesVersion,
  selectRulesRow,
  selectRulesRowAt,
  selectRulesVersions,
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

/** Every stored version, newest first: its number, when it takes effect, who made it and when. */
export async function rulesHistory(
  db: Queryable,
): Promise<{ version: number; effectiveAt: Date; createdBy: string; createdAt: Date }[]> {
  return (await selectRulesVersions(db)).map((v) => ({
    version: Number(v.version),
    effectiveAt: new Date(v.effective_at),
    createdBy: v.created_by,
    createdAt: new Date(v.created_at),
  }));
}

/** The highest version number stored, 1 (the defaults) before any. */
export function lastRulesVersion(db: Queryable): Promise<number> {
  return selectLastRulesVersion(db);
}

/**
 * Makes this transaction the only one adding a version until it ends, so the number and the
 * earliest time it reads stay true until it saves.
 */
export function lockRulesForChange(tx: Queryable): Promise<void> {
  return lockRulesVersions(tx);
}
