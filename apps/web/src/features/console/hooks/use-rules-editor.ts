import type { RulesOverview } from '@woohoo/shared/api/operator';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast';
import { usePreviewRules } from '../api/preview-rules';
import { useSaveRules } from '../api/save-rules';
import { ceilToHour, dateTimeLocalToIso, parseDateTimeLocal, toDateTimeLocal } from '../utils/datetime-local';
import { describeConsoleError } from '../utils/describe-console-error';
import { formatConsoleTime } from '../utils/format-console-time';
import {
  canSaveRules,
  type PreviewedDraft,
  parseRulesDraft,
  type RulesDraft,
  rulesToEditorText,
} from '../utils/rules-draft';

/** ERRORS.rulesInvalid: the server re-checked the version on save and found a problem. */
const RULES_INVALID_CODE = 40057;

/** The rules in force, and an effective time at the earliest allowed rounded up to a whole hour. */
function initialDraft(overview: RulesOverview): RulesDraft {
  return {
    text: rulesToEditorText(overview.inForce.rules),
    effectiveAtLocal: toDateTimeLocal(ceilToHour(new Date(overview.earliestEffectiveAt))),
  };
}

/**
 * The rules editor's state: the draft, the preview it was last checked with, and the two calls.
 * Saving sends the draft only when it is exactly the one previewed without problems.
 */
export function useRulesEditor(overview: RulesOverview) {
  const preview = usePreviewRules();
  const save = useSaveRules();
  const [draft, setDraft] = useState<RulesDraft>(() => initialDraft(overview));
  const [previewed, setPreviewed] = useState<PreviewedDraft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const parsed = parseRulesDraft(draft.text);
  const effectiveAt = parseDateTimeLocal(draft.effectiveAtLocal);

  /** The request body of the draft, or null when the JSON or the time is not valid (nothing is sent). */
  const body = () => {
    const effectiveAtIso = dateTimeLocalToIso(draft.effectiveAtLocal);
    return parsed.ok && effectiveAtIso !== null ? { rules: parsed.rules, effectiveAt: effectiveAtIso } : null;
  };
  const requestPreview = () => {
    const input = body();
    if (!input) return;
    const sent = draft;
    preview.mutate(input, { onSuccess: (result) => setPreviewed({ draft: sent, preview: result }) });
  };
  const confirmSave = () => {
    const input = body();
    if (!input || !canSaveRules(previewed, draft)) return;
    save.mutate(input, {
      onSuccess: (saved) => {
        setConfirming(false);
        setPreviewed(null);
        showToast(`Rules version ${saved.version} saved, effective ${formatConsoleTime(saved.effectiveAt)}`);
      },
      onError: (error) => {
        setConfirming(false);
        // The server found a problem the preview did not (a day settled since): preview again.
        if (isApiError(error) && error.code === RULES_INVALID_CODE) setPreviewed(null);
        showToast(describeConsoleError(error));
      },
    });
  };
  return {
    draft,
    parsed,
    effectiveAt,
    previewed,
    preview,
    save,
    confirming,
    busy: preview.isPending || save.isPending,
    canSave: canSaveRules(previewed, draft),
    setText: (text: string) => setDraft((d) => ({ ...d, text })),
    setEffectiveAtLocal: (effectiveAtLocal: string) => setDraft((d) => ({ ...d, effectiveAtLocal })),
    reset: () => {
      setDraft(initialDraft(overview));
      setPreviewed(null);
    },
    requestPreview,
    askToSave: () => setConfirming(true),
    cancelSave: () => setConfirming(false),
    confirmSave,
  };
}
