import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { type FormEvent, useId, useState } from 'react';
import { Card } from '../../../components/layout/card';
import { Row, Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { showToast } from '../../../lib/toast';
import { type ExrightsIssuanceInput, useSetExrightsIssuance } from '../api/set-exrights-issuance';
import { describeConsoleError } from '../utils/describe-console-error';
import { formatExactConsoleAmount } from '../utils/format-console-amount';
import { ISSUED_OVER_SUPPLY_MESSAGE, parseIssuance } from '../utils/parse-issuance';
import styles from './console.module.css';
import { ConsoleDialog, DialogSummary } from './console-dialog';

/** Both amounts with every decimal: what the server stores and users are shown. */
function issuanceRows({ totalSupplyWei, issuedWei }: ExrightsIssuanceInput) {
  return [
    { label: 'Total supply', value: formatExactConsoleAmount(totalSupplyWei, 'BHC') },
    { label: 'Issued', value: formatExactConsoleAmount(issuedWei, 'BHC') },
  ];
}

/**
 * "BHC issuance data" (SPEC 2): the total supply and the amount issued in whole tokens, converted
 * exactly, issued at most the total supply; sent after a confirmation, replacing the previous
 * values.
 */
export function ExrightsIssuanceForm() {
  const formId = useId();
  const save = useSetExrightsIssuance();
  const [totalSupplyText, setTotalSupplyText] = useState('');
  const [issuedText, setIssuedText] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const issuance = parseIssuance(totalSupplyText, issuedText);
  const review = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (issuance.ok) setConfirming(true);
  };
  const confirm = () => {
    if (!issuance.ok) return;
    const { totalSupplyWei, issuedWei } = issuance;
    save.mutate(
      { totalSupplyWei, issuedWei },
      {
        onSuccess: () => {
          setConfirming(false);
          setTotalSupplyText('');
          setIssuedText('');
          setTried(false);
          showToast('Issuance data saved');
        },
        onError: (error) => {
          setConfirming(false);
          showToast(describeConsoleError(error));
        },
      },
    );
  };
  // Issued over the total supply is said at once; a field that does not parse, after a review.
  const issuedProblem =
    !issuance.ok && (tried || issuance.issuedProblem === ISSUED_OVER_SUPPLY_MESSAGE)
      ? issuance.issuedProblem
      : null;
  return (
    <>
      <Card as="form" className={styles.narrow} onSubmit={review} noValidate>
        <h2 className={textStyle.heading}>BHC issuance data</h2>
        <Stack as="label" gap={4} className={styles.field} htmlFor={`${formId}-total`}>
          Total supply in whole BHC
          <Input
            id={`${formId}-total`}
            className={styles.input}
            value={totalSupplyText}
            onChange={setTotalSupplyText}
            inputMode="decimal"
            placeholder="e.g. 21000000"
            autoComplete="off"
            data-testid="exrights-total-supply"
          />
        </Stack>
        {tried && !issuance.ok && issuance.totalSupplyProblem && (
          <p className={styles.problem}>{issuance.totalSupplyProblem}</p>
        )}
        <Stack as="label" gap={4} className={styles.field} htmlFor={`${formId}-issued`}>
          Issued in whole BHC
          <Input
            id={`${formId}-issued`}
            className={styles.input}
            value={issuedText}
            onChange={setIssuedText}
            inputMode="decimal"
            placeholder="e.g. 1500000 (0 when nothing is issued yet)"
            autoComplete="off"
            data-testid="exrights-issued"
          />
        </Stack>
        {issuedProblem && (
          <p className={styles.problem} data-testid="exrights-issued-problem">
            {issuedProblem}
          </p>
        )}
        <p className={styles.hint}>
          Users see both on the ex-rights screen. Saving replaces the values saved before.
        </p>
        <Row wrap gap={8}>
          <Button
            type="submit"
            color="primary"
            disabled={save.isPending}
            data-testid="exrights-issuance-review"
          >
            Review
          </Button>
        </Row>
      </Card>
      {save.isError && (
        <p className={styles.warning} role="alert" data-testid="exrights-issuance-error">
          {describeConsoleError(save.error)}
        </p>
      )}
      {save.isSuccess && (
        <Card
          as="section"
          className={styles.narrow}
          aria-label="Issuance saved"
          data-testid="exrights-issuance-saved"
        >
          <h2 className={textStyle.heading}>Issuance data saved</h2>
          <DialogSummary rows={issuanceRows(save.variables)} />
        </Card>
      )}
      {confirming && issuance.ok && (
        <ConsoleDialog
          open
          title="Save the BHC issuance data?"
          confirmText="Save"
          busy={save.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        >
          <DialogSummary rows={issuanceRows(issuance)} />
          <p className={styles.hint}>Users see these values on the ex-rights screen from now on.</p>
        </ConsoleDialog>
      )}
    </>
  );
}
