import { MAX_ADDRESSES_PER_USER } from '@woohoo/shared/mall-rules';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Address } from 'viem';
import { Card } from '../../../components/layout/card';
import { Page } from '../../../components/layout/page';
import { Row, Stack } from '../../../components/layout/stack';
import { StatusBadge } from '../../../components/layout/status-badge';
import textStyle from '../../../components/layout/text.module.css';
import { ConfirmSheet } from '../../../components/money/confirm-sheet';
import { FormSkeleton } from '../../../components/money/form-skeleton';
import { paths } from '../../../config/paths';
import { useAppNavigate } from '../../../hooks/use-app-navigate';
import { showToast } from '../../../lib/toast';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useSetDefaultAddress } from '../api/set-default-address';
import type { DeliveryAddress } from '../utils/mall-types';
import { AddressLines } from './address-lines';
import styles from './mall.module.css';
import { MallLoadError } from './mall-load-error';

/** /pages/my/Addressmanagement: the delivery addresses, the default first. */
export function AddressManagementPage({ address }: { address: Address }) {
  const { t } = useTranslation();
  const { go } = useAppNavigate();
  const query = useAddresses(address);
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [deleting, setDeleting] = useState<DeliveryAddress | undefined>(undefined);
  if (query.isPending) return <FormSkeleton />;
  if (!query.data) return <MallLoadError onRetry={() => void query.refetch()} />;
  const list = query.data;
  const full = list.length >= MAX_ADDRESSES_PER_USER;

  return (
    <Page className={styles.pageWithBar}>
      {list.length === 0 ? (
        <Stack gap={6} className={styles.empty}>
          <p className={styles.name}>{t('mall.address.empty')}</p>
          <p className={textStyle.caption}>{t('mall.address.emptyHint')}</p>
        </Stack>
      ) : (
        <Stack as="ul" gap={16} aria-label={t('mall.address.listLabel')}>
          {list.map((a) => (
            <Card as="li" key={a.id} data-testid="address-card">
              <Row gap={12} justify="between">
                <AddressLines address={a} />
                {a.isDefault && (
                  <StatusBadge tone="accent" dot={false}>
                    {t('mall.address.default')}
                  </StatusBadge>
                )}
              </Row>
              <Row wrap gap={8} className={styles.actions}>
                {!a.isDefault && (
                  <Button
                    size="small"
                    shape="rounded"
                    fill="outline"
                    onClick={() =>
                      makeDefault.mutate(a.id, { onSuccess: () => showToast(t('mall.address.defaultSet')) })
                    }
                  >
                    {t('mall.address.setDefault')}
                  </Button>
                )}
                <Link to={paths.modifyAddress(a.id)} className={styles.actionLink}>
                  {t('mall.address.edit')}
                </Link>
                <Button
                  size="small"
                  shape="rounded"
                  fill="none"
                  color="danger"
                  onClick={() => setDeleting(a)}
                >
                  {t('mall.address.delete')}
                </Button>
              </Row>
            </Card>
          ))}
        </Stack>
      )}
      <Row gap={12} className={styles.bottomBar}>
        <span className={textStyle.caption}>
          {t('mall.address.count', { n: list.length, max: MAX_ADDRESSES_PER_USER })}
        </span>
        <Button
          color="primary"
          shape="rounded"
          size="large"
          disabled={full}
          onClick={() => go(paths.addAddress())}
        >
          {t('mall.address.add')}
        </Button>
      </Row>
      <ConfirmSheet
        open={deleting !== undefined}
        busy={remove.isPending}
        title={t('mall.address.deleteTitle')}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(undefined);
              showToast(t('mall.address.deleted'));
            },
          })
        }
        rows={
          deleting
            ? [
                { key: 'who', label: deleting.name, value: deleting.street },
                { key: 'note', label: t('mall.address.deleteBody'), value: '' },
              ]
            : []
        }
      />
    </Page>
  );
}
