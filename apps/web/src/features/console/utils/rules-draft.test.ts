import type { RulesPreview } from '@woohoo/shared/api/operator';
import { describe, expect, it } from 'vitest';
import {
  canSaveRules,
  isPreviewCurrent,
  type PreviewedDraft,
  parseRulesDraft,
  type RulesDraft,
  rulesToEditorText,
} from './rules-draft';

function makeDraft(overrides: Partial<RulesDraft> = {}): RulesDraft {
  return { text: '{"stake":{"minWei":"1"}}', effectiveAtLocal: '2026-06-02T08:00', ...overrides };
}

function makePreview(overrides: Partial<RulesPreview> = {}): RulesPreview {
  return {
    version: 3,
    effectiveAt: '2026-06-02T00:00:00.000Z',
    earliestEffectiveAt: '2026-06-01T16:00:00.000Z',
    changes: [{ path: 'stake.minWei', before: '2', after: '1' }],
    problems: [],
    ...overrides,
  };
}

function makePreviewed(overrides: Partial<RulesPreview> = {}, draft = makeDraft()): PreviewedDraft {
  return { draft, preview: makePreview(overrides) };
}

describe('rulesToEditorText', () => {
  it('pretty-prints the rules without the keys the server sets', () => {
    const text = rulesToEditorText({ version: 2, effectiveAt: 'x', boxes: { prizeWeights: ['1'] } });
    expect(text).toBe('{\n  "boxes": {\n    "prizeWeights": [\n      "1"\n    ]\n  }\n}');
  });
});

describe('parseRulesDraft', () => {
  it('reads a JSON object', () => {
    expect(parseRulesDraft('{"a": {"b": "1"}}')).toEqual({ ok: true, rules: { a: { b: '1' } } });
  });
  it('refuses text that is not JSON, empty text and JSON that is not an object', () => {
    const broken = parseRulesDraft('{"a": ');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.problem).toMatch(/^Not valid JSON: /);
    expect(parseRulesDraft('  ')).toEqual({ ok: false, problem: expect.stringMatching(/empty/) });
    expect(parseRulesDraft('[1]')).toEqual({ ok: false, problem: expect.stringMatching(/one JSON object/) });
    expect(parseRulesDraft('null')).toEqual({ ok: false, problem: expect.stringMatching(/one JSON object/) });
  });
});

describe('isPreviewCurrent and canSaveRules', () => {
  it('allows saving the draft that was previewed without problems', () => {
    expect(isPreviewCurrent(makePreviewed(), makeDraft())).toBe(true);
    expect(canSaveRules(makePreviewed(), makeDraft())).toBe(true);
  });
  it('goes stale when the text or the effective time changes after the preview', () => {
    expect(canSaveRules(makePreviewed(), makeDraft({ text: '{"stake":{"minWei":"3"}}' }))).toBe(false);
    expect(canSaveRules(makePreviewed(), makeDraft({ effectiveAtLocal: '2026-06-02T09:00' }))).toBe(false);
    expect(isPreviewCurrent(makePreviewed(), makeDraft({ text: `${makeDraft().text} ` }))).toBe(false);
  });
  it('refuses without a preview or when the preview lists a problem', () => {
    expect(canSaveRules(null, makeDraft())).toBe(false);
    expect(canSaveRules(makePreviewed({ problems: ['changes nothing'] }), makeDraft())).toBe(false);
  });
});
