import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { Card } from '../layout/card';
import { Page } from '../layout/page';
import textStyle from '../layout/text.module.css';
import { ConfirmSheet } from './confirm-sheet';
import { RecordsLinkRow } from './records-link-row';
import { SummaryList, type SummaryRow } from './summary-list';

/** The confirmation a form opens before money moves: `useMoneyForm().sheet` plus what it shows. */
export type MoneyFormConfirm = {
  title: string;
  rows: readonly SummaryRow[];
  sheet: { open: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void };
};

/**
 * The page every money form shares: an optional balance hero and alert, the form card (intro,
 * fields, the live summary of amount, fee and result, a notice, the submit button), what the
 * submit created, the link to the records, what a page adds after it (more links, the user's
 * holdings) and the confirmation sheet, all in the page's column. Pages give only what is theirs:
 * fields, rows and texts. Deposit, withdraw, transfer and swap use it, and so do the
 * node, stake, pool and sale forms.
 */
export function MoneyFormPage({
  hero,
  alert,
  intro,
  children,
  summary,
  notice,
  submit,
  result,
  records,
  after,
  confirm,
}: {
  hero?: ReactNode;
  alert?: ReactNode;
  intro?: string;
  /** The fields: amount, asset, recipient, quantity. */
  children: ReactNode;
  summary?: readonly SummaryRow[];
  notice?: ReactNode;
  /** `describedBy`: the id of what explains a disabled button (the reason it cannot be used). */
  submit: { label: string; onClick: () => void; loading?: boolean; disabled?: boolean; describedBy?: string };
  /** What the last submit created (a result card, a progress card). */
  result?: ReactNode;
  records?: { to: string; label: string };
  /** What follows the records link: another link, the user's holdings. */
  after?: ReactNode;
  confirm?: MoneyFormConfirm;
}) {
  return (
    <Page>
      {hero}
      {alert}
      <Card as="section" gap={14}>
        {intro && <p className={textStyle.intro}>{intro}</p>}
        {children}
        {summary && <SummaryList rows={summary} />}
        {notice}
        <Button
          color="primary"
          block
          shape="rounded"
          size="large"
          loading={submit.loading}
          loadingText={submit.loading ? submit.label : undefined}
          disabled={submit.disabled}
          aria-describedby={submit.describedBy}
          onClick={submit.onClick}
        >
          {submit.label}
        </Button>
      </Card>
      {result}
      {records && <RecordsLinkRow to={records.to} label={records.label} />}
      {after}
      {confirm && <ConfirmSheet {...confirm.sheet} title={confirm.title} rows={confirm.rows} />}
    </Page>
  );
}
