import type { RulesPreview } from '@woohoo/shared/api/operator';

/** What the operator has typed: the rules JSON and the effective time (a `datetime-local` value). */
export type RulesDraft = { text: string; effectiveAtLocal: string };

export type ParsedRulesDraft = { ok: true; rules: Record<string, unknown> } | { ok: false; problem: string };

/** Keys the server sets from the version itself; showing them would invite edits it ignores. */
const SERVER_SET_KEYS = new Set(['version', 'effectiveAt']);

/** The rules in force as the editor shows them: pretty-printed, without `version` and `effectiveAt`. */
export function rulesToEditorText(rules: Record<string, unknown>): string {
  const shown = Object.fromEntries(Object.entries(rules).filter(([key]) => !SERVER_SET_KEYS.has(key)));
  return JSON.stringify(shown, null, 2);
}

/** The editor's text as a rules object, or why it is not one (nothing is sent then). */
export function parseRulesDraft(text: string): ParsedRulesDraft {
  if (text.trim() === '') return { ok: false, problem: 'The rules are empty: paste or edit the rules JSON' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'it does not parse';
    return { ok: false, problem: `Not valid JSON: ${detail}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problem: 'The rules must be one JSON object ({ … })' };
  }
  return { ok: true, rules: value as Record<string, unknown> };
}

/** A preview together with the exact draft it was made from. */
export type PreviewedDraft = { draft: RulesDraft; preview: RulesPreview };

/** Whether the draft is still exactly what was previewed: any edit to the text or the time makes it stale. */
export function isPreviewCurrent(previewed: PreviewedDraft | null, draft: RulesDraft): boolean {
  return (
    previewed !== null &&
    previewed.draft.text === draft.text &&
    previewed.draft.effectiveAtLocal === draft.effectiveAtLocal
  );
}

/** "Save version N" is allowed only after a preview with no problems of the draft as it is now. */
export function canSaveRules(previewed: PreviewedDraft | null, draft: RulesDraft): boolean {
  return isPreviewCurrent(previewed, draft) && previewed?.preview.problems.length === 0;
}
