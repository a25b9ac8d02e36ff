import type { Box } from '@woohoo/shared/api/boxes';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { formatAssetAmount } from '../../../lib/format/format-asset-amount';
import { parseWei } from '../../../lib/money/parse-amount';
import { showToast } from '../../../lib/toast';
import { useClaimBox } from '../api/claim-box';

/** "Claim 20 USDT": pays an opened box's prize into available USDT, then toasts (SPEC 8 "claim"). */
export function ClaimButton({
  address,
  box,
  size = 'middle',
}: {
  address: string;
  box: Box;
  size?: 'middle' | 'large';
}) {
  const { t } = useTranslation();
  const amountOf = (b: Box) => formatAssetAmount(parseWei(b.draw?.value), b.draw?.asset ?? 'USDT');
  const claim = useClaimBox(address, (claimed) =>
    showToast(t('boxes.claimedToast', { amount: amountOf(claimed) })),
  );
  if (!box.draw || box.claimed) return null;
  const amount = amountOf(box);
  return (
    <Button
      color="primary"
      shape="rounded"
      block
      size={size}
      loading={claim.isPending}
      loadingText={t('boxes.claiming')}
      onClick={() => claim.mutate(box.id)}
      data-testid="box-claim"
    >
      {t('boxes.claimAmount', { amount })}
    </Button>
  );
}
