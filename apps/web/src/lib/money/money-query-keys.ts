import type { RecordStatus, RecordType } from '@woohoo/shared/api/money';
import type { Asset } from '@woohoo/shared/assets';

/**
 * Query keys of the money pages (STYLE: small hierarchical factories). After any successful
 * write the `['assets']` and `['records']` prefixes are invalidated (invalidate-money-queries.ts).
 * The wallet address is part of the key so one user's cache never shows for another.
 */
export const moneyConfigQueryKey = ['money', 'config'] as const;

export const assetsQueryKeys = {
  all: ['assets'] as const,
  balances: (address: string) => ['assets', 'balances', address.toLowerCase()] as const,
  history: (address: string, asset: Asset) => ['assets', 'history', address.toLowerCase(), asset] as const,
};

export const recordsQueryKeys = {
  all: ['records'] as const,
  list: (address: string, type: RecordType, status: RecordStatus | undefined) =>
    ['records', address.toLowerCase(), type, status ?? 'all'] as const,
};
