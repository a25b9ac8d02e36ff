import { useMutation, useQuery } from '@tanstack/react-query';
import type { BindRefusal } from '@woohoo/shared/bind-refusals';
import * as routes from '@woohoo/shared/endpoints/routes';
import Button from 'antd-mobile/es/components/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { AlertIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import { Notice } from '../../../components/layout/notice';
import { Page } from '../../../components/layout/page';
import { SectionHeader } from '../../../components/layout/section-header';
import { Stack } from '../../../components/layout/stack';
import textStyle from '../../../components/layout/text.module.css';
import { ConfirmSheet } from '../../../components/money/confirm-sheet';
import { CopyableAddress } from '../../../components/money/copyable-address';
import fieldStyles from '../../../components/money/form-field.module.css';
import { FormSkeleton } from '../../../components/money/form-skeleton';
import { LoadError } from '../../../components/money/load-error';
import { paths } from '../../../config/paths';
import { useAppNavigate } from '../../../hooks/use-app-navigate';
import { useSession } from '../../../hooks/use-session';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { showToast } from '../../../lib/toast';
import { useBindReferrer } from '../api/bind-referrer';
import { checkBinding, refusalOf } from '../api/check-binding';
import { checkReferrer } from '../utils/check-referrer';
import styles from './team.module.css';

/**
 * Bind referrer (SPEC 2, 4, 5): the referrer's address, checked as typed (required, an address,
 * not one's own), then a confirmation that says the binding is permanent. Once bound, the page
 * shows the referrer, read-only.
 */
export function BindReferrerPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const summary = useQuery(endpointQuery(routes.team.summary, address));
  if (summary.isPending) return <FormSkeleton />;
  if (!summary.data) return <LoadError title={t('team.loadFailed')} onRetry={() => void summary.refetch()} />;
  if (summary.data.referrer) return <BoundReferrer referrer={summary.data.referrer} />;
  return <BindForm address={address} />;
}

function PermanentNotice() {
  const { t } = useTranslation();
  return (
    <Notice as="p" className={styles.warning} icon={<AlertIcon size={18} />} data-testid="bind-permanent">
      {t('team.bind.permanent')}
    </Notice>
  );
}

function BoundReferrer({ referrer }: { referrer: string }) {
  const { t } = useTranslation();
  return (
    <Page>
      <Card as="section" aria-labelledby="bound-referrer-title" data-testid="bound-referrer">
        <SectionHeader id="bound-referrer-title" title={t('team.bind.bound')} />
        <p className={styles.boundAddress}>
          <CopyableAddress address={referrer} full />
        </p>
        <PermanentNotice />
      </Card>
    </Page>
  );
}

function BindForm({ address }: { address: Address }) {
  const { t } = useTranslation();
  const { go } = useAppNavigate();
  const id = useId();
  const fromInvite = useSession((state) => state.referrer);
  const prefill = fromInvite && fromInvite.toLowerCase() !== address.toLowerCase() ? fromInvite : '';
  const [text, setText] = useState(prefill);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState<Address | undefined>(undefined);
  // The server's refusal of the address on the field; it stays until the address is changed.
  const [refused, setRefused] = useState<{ referrer: Address; refusal: BindRefusal } | undefined>(undefined);
  const mutation = useBindReferrer();
  // A failed check has been toasted by the request layer; the page stays for another try.
  const binding = useMutation({ mutationFn: checkBinding });

  const check = checkReferrer(text, address);
  // A fault shows once the user asked to bind, or as soon as a full address's length is typed.
  const showsProblem = submitted || text.length >= 42;
  const refusal = check.ok && refused?.referrer === check.referrer ? refused.refusal : undefined;
  const error = refusal
    ? t(`team.bind.refused.${refusal}`)
    : !check.ok && showsProblem
      ? t(`team.bind.errors.${check.problem}`)
      : undefined;
  const hint = prefill && text === prefill ? t('team.bind.fromInvite') : undefined;

  function review() {
    setSubmitted(true);
    if (!check.ok || binding.isPending) return;
    const referrer = check.referrer;
    // Asked before the permanent confirmation: a refusal shows on the field, not after it.
    binding.mutate(referrer, {
      onSuccess: (answer) => {
        if (answer.refusal) setRefused({ referrer, refusal: answer.refusal });
        else setPending(referrer);
      },
    });
  }

  function confirm() {
    if (!pending) return;
    mutation.mutate(pending, {
      onSuccess: () => {
        setPending(undefined);
        showToast(t('team.bind.success'));
        go(paths.team());
      },
      // The request layer has toasted the server's reason; a refusal also stays on the field.
      onError: (failure) => {
        const refusal = refusalOf(failure);
        if (refusal) setRefused({ referrer: pending, refusal });
        setPending(undefined);
      },
    });
  }

  return (
    <Page>
      <Card as="section" aria-label={t('route.bindReferrer')}>
        <p className={textStyle.note}>{t('team.bind.intro')}</p>
        <Stack gap={8}>
          <label htmlFor={id} className={textStyle.strong}>
            {t('team.bind.label')}
          </label>
          <textarea
            id={id}
            className={fieldStyles.address}
            rows={2}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={t('team.bind.placeholder')}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-message`}
            data-invalid={error ? 'true' : undefined}
            onChange={(event) => setText(event.target.value.replace(/\s+/g, ''))}
          />
          <p
            id={`${id}-message`}
            className={error ? fieldStyles.error : fieldStyles.hint}
            aria-live="polite"
            data-testid="bind-message"
          >
            {error ?? hint}
          </p>
        </Stack>
        <PermanentNotice />
        <Button
          color="primary"
          block
          shape="rounded"
          size="large"
          loading={binding.isPending}
          onClick={review}
        >
          {t('team.bind.submit')}
        </Button>
      </Card>
      <ConfirmSheet
        open={pending !== undefined}
        busy={mutation.isPending}
        title={t('team.bind.confirmTitle')}
        rows={pending ? [{ key: 'referrer', label: t('team.bind.label'), value: pending, mono: true }] : []}
        notice={<PermanentNotice />}
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      />
    </Page>
  );
}
