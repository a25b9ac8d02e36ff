import type { RulesOverview } from '@woohoo/shared/api/operator';
import Button from 'antd-mobile/es/components/button';
import { useId } from 'react';
import { Card } from '../../../components/layout/card';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { useRulesEditor } from '../hooks/use-rules-editor';
import { ceilToHour, parseDateTimeLocal, toDateTimeLocal } from '../utils/datetime-local';
import { formatConsoleInstant } from '../utils/format-console-time';
import { isPreviewCurrent, type PreviewedDraft } from '../utils/rules-draft';
import { AuditDiff } from './audit-table';
import { BoxPrizes } from './box-prizes';
import styles from './console.module.css';
import { ConsoleDialog, DialogSummary } from './console-dialog';
import { ConsoleError } from './console-states';
import { RulesChangesTable, RulesProblems } from './rules-changes';

/** The next version's number before a preview has said it: one more than the newest. */
function nextVersion(overview: RulesOverview): number {
  return Math.max(overview.inForce.version, ...overview.versions.map((v) => v.version)) + 1;
}

/**
 * A new rules version: the JSON (the rules in force to start with) and its effective time,
 * previewed as a diff with the server's problems; "Save version N" only for the draft exactly as
 * previewed without problems, after a confirmation listing the changes.
 */
export function RulesEditor({ overview }: { overview: RulesOverview }) {
  const formId = useId();
  const editor = useRulesEditor(overview);
  const { draft, parsed, previewed } = editor;
  const earliest = new Date(previewed?.preview.earliestEffectiveAt ?? overview.earliestEffectiveAt);
  return (
    <>
      <Card as="section" aria-labelledby={`${formId}-title`}>
        <h2 id={`${formId}-title`} className={textStyle.heading}>
          New version
        </h2>
        <Stack as="label" gap={4} className={styles.field} htmlFor={`${formId}-json`}>
          Rules JSON (amounts in the smallest unit, as decimal strings)
          <textarea
            id={`${formId}-json`}
            className={styles.code}
            value={draft.text}
            spellCheck={false}
            aria-invalid={!parsed.ok}
            aria-describedby={`${formId}-json-problem`}
            onChange={(event) => editor.setText(event.target.value)}
            data-testid="rules-json"
          />
        </Stack>
        <p
          id={`${formId}-json-problem`}
          className={styles.problem}
          role="alert"
          data-testid="rules-json-problem"
        >
          {parsed.ok ? '' : parsed.problem}
        </p>
        <EffectiveTimeField
          value={draft.effectiveAtLocal}
          earliest={earliest}
          onChange={editor.setEffectiveAtLocal}
        />
        <Row wrap gap={8}>
          <Button
            color="primary"
            fill="outline"
            loading={editor.preview.isPending}
            disabled={editor.busy || !parsed.ok || !editor.effectiveAt}
            onClick={editor.requestPreview}
            data-testid="rules-preview"
          >
            Preview changes
          </Button>
          <Button
            color="primary"
            disabled={editor.busy || !editor.canSave}
            onClick={editor.askToSave}
            data-testid="rules-save"
          >
            Save version {previewed?.preview.version ?? nextVersion(overview)}
          </Button>
          <Button disabled={editor.busy} onClick={editor.reset}>
            Start again from the rules in force
          </Button>
        </Row>
        <p className={styles.hint}>
          A version applies from its effective time; it can never take effect before the end of the last
          settled day, so settled days never change. Blind-box prizes are <code>boxes.prizeValuesWei</code>{' '}
          and <code>boxes.prizeWeights</code>.
        </p>
        {editor.preview.isError && <ConsoleError error={editor.preview.error} />}
        {previewed && (
          <RulesPreviewResult previewed={previewed} current={isPreviewCurrent(previewed, draft)} />
        )}
      </Card>
      <BoxPrizes rules={parsed.ok ? parsed.rules : null} />
      {editor.confirming && previewed && editor.effectiveAt && (
        <SaveRulesDialog
          previewed={previewed}
          effectiveAt={editor.effectiveAt}
          busy={editor.save.isPending}
          onConfirm={editor.confirmSave}
          onCancel={editor.cancelSave}
        />
      )}
    </>
  );
}

/** The preview: problems in red, else the changes; stale once the draft has moved on. */
function RulesPreviewResult({ previewed, current }: { previewed: PreviewedDraft; current: boolean }) {
  const { preview } = previewed;
  return (
    <Stack as="section" gap={16} aria-label="Preview" data-testid="rules-preview-result">
      <h3 className={textStyle.heading}>
        Preview of version {preview.version}: {preview.changes.length}{' '}
        {preview.changes.length === 1 ? 'change' : 'changes'}
      </h3>
      {!current && (
        <p className={styles.warning} data-testid="rules-preview-stale">
          The draft changed after this preview: preview again before saving.
        </p>
      )}
      {preview.problems.length > 0 && <RulesProblems problems={preview.problems} />}
      {preview.changes.length > 0 && <RulesChangesTable changes={preview.changes} />}
    </Stack>
  );
}

/** The effective time in local time, with the same instant in UTC under it. */
function EffectiveTimeField({
  value,
  earliest,
  onChange,
}: {
  value: string;
  earliest: Date;
  onChange: (value: string) => void;
}) {
  const inputId = useId();
  const effectiveAt = parseDateTimeLocal(value);
  return (
    <>
      <Stack as="label" gap={4} className={styles.field} htmlFor={inputId}>
        Effective from (your local time)
        <input
          id={inputId}
          className={styles.input}
          type="datetime-local"
          value={value}
          min={toDateTimeLocal(ceilToHour(earliest))}
          onChange={(event) => onChange(event.target.value)}
          data-testid="rules-effective-at"
        />
      </Stack>
      {effectiveAt ? (
        <p className={styles.hint} data-testid="rules-effective-at-text">
          {formatConsoleInstant(effectiveAt)}
        </p>
      ) : (
        <p className={styles.problem}>Pick the date and time the version takes effect</p>
      )}
      <p className={styles.hint}>Earliest allowed: {formatConsoleInstant(earliest)}</p>
    </>
  );
}

/** "Save rules version N?" with the effective time and every change, path by path. */
function SaveRulesDialog({
  previewed,
  effectiveAt,
  busy,
  onConfirm,
  onCancel,
}: {
  previewed: PreviewedDraft;
  effectiveAt: Date;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { version, changes } = previewed.preview;
  const side = (pick: 'before' | 'after') => Object.fromEntries(changes.map((c) => [c.path, c[pick]]));
  return (
    <ConsoleDialog
      open
      title={`Save rules version ${version}?`}
      confirmText={`Save version ${version}`}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <DialogSummary
        rows={[
          { label: 'Effective from', value: formatConsoleInstant(effectiveAt) },
          { label: 'Changes', value: changes.length },
        ]}
      />
      <AuditDiff before={side('before')} after={side('after')} />
      <p className={styles.hint}>Settled days keep the rules they were settled with.</p>
    </ConsoleDialog>
  );
}
