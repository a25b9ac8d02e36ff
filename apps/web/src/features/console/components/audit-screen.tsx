import Input from 'antd-mobile/es/components/input';
import { type FormEvent, useId, useState } from 'react';
import { Row, Stack } from '../../../components/layout/stack';
import { AUDIT_PAGE_SIZE, type AuditFilter, useAudit } from '../api/get-audit';
import { AuditTable } from './audit-table';
import styles from './console.module.css';
import { ConsoleFilterActions } from './console-filter-actions';
import { ConsolePager } from './console-pager';
import { ConsoleEmpty, ConsoleError, ConsoleSkeleton } from './console-states';

type AuditFields = Omit<AuditFilter, 'page'>;

const NO_FILTER: AuditFields = { actor: '', action: '', target: '' };

const FIELDS: readonly { key: keyof AuditFields; label: string; placeholder: string }[] = [
  { key: 'actor', label: 'Actor', placeholder: '0x… or token:name' },
  { key: 'action', label: 'Action', placeholder: 'withdrawal. or withdrawal.approve' },
  { key: 'target', label: 'Target', placeholder: 'withdrawal:12' },
];

/** Every operator action, newest first, filtered by actor, action (or its prefix) and target. */
export function AuditScreen() {
  const [filter, setFilter] = useState<AuditFields>(NO_FILTER);
  const [page, setPage] = useState(1);
  const query = useAudit({ ...filter, page });
  const filtered = filter.actor !== '' || filter.action !== '' || filter.target !== '';
  return (
    <Stack as="section" gap={16} aria-labelledby="audit-title">
      <h1 id="audit-title" className={styles.title}>
        Audit
      </h1>
      <AuditFilterForm
        value={filter}
        onApply={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {query.isPending ? (
        <ConsoleSkeleton />
      ) : query.isError ? (
        <ConsoleError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <ConsoleEmpty text={filtered ? 'No audit rows match these filters' : 'No operator actions yet'} />
      ) : (
        <AuditTable items={query.data.items} />
      )}
      {query.data && (
        <ConsolePager
          label="Audit"
          page={page}
          total={query.data.total}
          size={AUDIT_PAGE_SIZE}
          busy={query.isFetching}
          onChange={setPage}
        />
      )}
    </Stack>
  );
}

function AuditFilterForm({ value, onApply }: { value: AuditFields; onApply: (filter: AuditFields) => void }) {
  const [text, setText] = useState<AuditFields>(value);
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ actor: text.actor.trim(), action: text.action.trim(), target: text.target.trim() });
  };
  return (
    <Row as="form" wrap gap={12} className={styles.filters} onSubmit={submit} aria-label="Filter the audit">
      {FIELDS.map((field) => (
        <Stack as="label" key={field.key} gap={4} className={styles.field} htmlFor={`${formId}-${field.key}`}>
          {field.label}
          <Input
            id={`${formId}-${field.key}`}
            className={styles.input}
            value={text[field.key]}
            onChange={(next) => setText((current) => ({ ...current, [field.key]: next }))}
            placeholder={field.placeholder}
            autoComplete="off"
          />
        </Stack>
      ))}
      <ConsoleFilterActions
        label="Filter"
        canClear
        onClear={() => {
          setText(NO_FILTER);
          onApply(NO_FILTER);
        }}
      />
    </Row>
  );
}
