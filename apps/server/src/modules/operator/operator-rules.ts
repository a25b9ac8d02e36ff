import type { RulesOverview, RulesPreview } from '@woohoo/shared/api/operator';
import {
  DEFAULT_RULES,
  type RulesConfig,
  rulesFromJson,
  rulesToJson,
} from '@woohoo/shared/rules/rules-config';
import { diffRules } from '@woohoo/shared/rules/rules-diff';
import { changedTreasuryLimits, earliestLimitChange } from '@woohoo/shared/rules/treasury-limits';
import { dayWindow } from '@woohoo/shared/settlement/settlement-day';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/app-error';
import {
  addRulesVersion,
  lastRulesVersion,
  lockRulesForChange,
  rulesAt,
  rulesHistory,
} from '../rules/rules-service';
import { lastSettledDay } from '../settlement/settlement-service';
import { rulesInForce } from '../transparency/public-settlements';
import type { AuditedChange } from './operator-audit';

/**
 * The earliest a new version may take effect (docs/rules.md "The rules configuration"): now, or the
 * end of the last day settled (or being settled) if that is later, so a version never changes a
 * settled day. A day is settled with the rules in force at its end.
 */
export async function earliestEffectiveAt(db: Queryable, now: Date): Promise<Date> {
  const last = await lastSettledDay(db);
  const end = last ? dayWindow(last.day)?.end : undefined;
  return end && end.getTime() > now.getTime() ? end : now;
}

/** The rules in force, every version (newest first) and the earliest a new one may apply. */
export async function rulesOverview(db: Queryable, now: Date): Promise<RulesOverview> {
  const versions = await rulesHistory(db);
  return {
    inForce: await rulesInForce(db, now),
    versions: [
      ...versions.map((v) => ({
        version: v.version,
        effectiveAt: v.effectiveAt.toISOString(),
        createdBy: v.createdBy,
        createdAt: v.createdAt.toISOString(),
      })),
      {
        version: DEFAULT_RULES.version,
        effectiveAt: DEFAULT_RULES.effectiveAt,
        createdBy: 'defaults',
        createdAt: null,
      },
    ],
    earliestEffectiveAt: (await earliestEffectiveAt(db, now)).toISOString(),
  };
}

type Checked = { preview: RulesPreview; parsed: RulesConfig | undefined };

/** Reads a proposed version and says what it changes against the rules in force, and what is wrong with it. */
export async function previewRules(
  db: Queryable,
  input: { rules: Record<string, unknown>; effectiveAt: string },
  now: Date,
): Promise<Checked> {
  const current = await rulesAt(db, now);
  const last = await lastRulesVersion(db);
  const effectiveAt = new Date(input.effectiveAt);
  const earliest = await earliestEffectiveAt(db, now);
  const problems: string[] = [];
  let parsed: RulesConfig | undefined;
  try {
    parsed = rulesFromJson({ ...input.rules, version: 0, effectiveAt: effectiveAt.toISOString() });
  } catch (error) {
    problems.push(`not a complete rules configuration: ${(error as Error).message}`);
  }
  if (effectiveAt.getTime() < earliest.getTime()) {
    problems.push(
      `takes effect before ${earliest.toISOString()}, which would change a settled day or the past`,
    );
  }
  const strip = (rules: RulesConfig) => {
    const { version: _v, effectiveAt: _e, ...rest } = rulesToJson(rules) as Record<string, unknown>;
    return rest;
  };
  const before = strip(current);
  const changes = parsed ? diffRules(before, strip(parsed)) : [];
  if (parsed && changes.length === 0) problems.push('changes nothing');
  const limitsAt = parsed ? limitChangeProblem(current, parsed, effectiveAt, now) : undefined;
  if (limitsAt?.problem) problems.push(limitsAt.problem);
  const earliestForThis =
    limitsAt && limitsAt.earliest.getTime() > earliest.getTime() ? limitsAt.earliest : earliest;
  return {
    preview: {
      version: last + 1,
      effectiveAt: effectiveAt.toISOString(),
      earliestEffectiveAt: earliestForThis.toISOString(),
      changes,
      problems,
    },
    parsed,
  };
}

/**
 * docs/rules.md "Treasury limits": a version that changes any treasury limit takes effect no sooner
 * than the delay of the rules in force (`limitChangeDelaySec`), so users and the other operators
 * see a loosened limit coming. Undefined when it changes none.
 */
function limitChangeProblem(
  current: RulesConfig,
  proposed: RulesConfig,
  effectiveAt: Date,
  now: Date,
): { earliest: Date; problem?: string } | undefined {
  const changed = changedTreasuryLimits(current.treasury, proposed.treasury);
  if (changed.length === 0) return undefined;
  const earliest = earliestLimitChange(now, current.treasury.limitChangeDelaySec);
  if (effectiveAt.getTime() >= earliest.getTime()) return { earliest };
  return {
    earliest,
    problem: `changes treasury limits (${changed.join(', ')}): takes effect no sooner than ${earliest.toISOString()}, ${current.treasury.limitChangeDelaySec} s after now (treasury.limitChangeDelaySec)`,
  };
}

/** Saves a version the preview accepts (40057 otherwise), as the given operator. */
export async function saveRules(
  db: Queryable,
  input: { rules: Record<string, unknown>; effectiveAt: string },
  actor: string,
  now: Date,
): Promise<AuditedChange<RulesPreview>> {
  // One writer at a time: the version number and the earliest time are read and used together.
  await lockRulesForChange(db);
  const { preview, parsed } = await previewRules(db, input, now);
  if (!parsed || preview.problems.length > 0) throw new AppError('rulesInvalid');
  const { version: _v, effectiveAt: _e, ...rules } = parsed;
  const saved = await addRulesVersion(db, {
    rules,
    effectiveAt: new Date(preview.effectiveAt),
    createdBy: actor,
  });
  // The audit keeps each changed value on both sides, keyed by its path.
  const side = (pick: 'before' | 'after') =>
    Object.fromEntries(preview.changes.map((c) => [c.path, c[pick]]));
  return {
    result: { ...preview, version: saved.version },
    before: side('before'),
    after: { ...side('after'), version: saved.version, effectiveAt: saved.effectiveAt },
  };
}
