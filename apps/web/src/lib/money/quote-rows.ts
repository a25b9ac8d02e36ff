import type { Quote } from '@woohoo/shared/money-rules';
import type { SummaryRow } from '../../components/money/summary-list';
import { formatAssetAmount } from '../format/format-asset-amount';

/**
 * The three lines every money confirmation shows: what is paid, the fee and what arrives
 * (emphasised), in the units of each side. Extra lines go before or after.
 */
export function quoteRows(
  quote: Quote,
  labels: { amount: string; fee: string; received: string },
  units: { paid: string; received: string },
): SummaryRow[] {
  return [
    {
      key: 'amount',
      label: labels.amount,
      value: formatAssetAmount(quote.amountWei, units.paid),
      mono: true,
    },
    { key: 'fee', label: labels.fee, value: formatAssetAmount(quote.feeWei, units.paid), mono: true },
    {
      key: 'receive',
      label: labels.received,
      value: formatAssetAmount(quote.receivedWei, units.received),
      mono: true,
      emphasis: true,
    },
  ];
}
