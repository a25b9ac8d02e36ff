import { combineQueries } from '../lib/combine-queries';
import { useBalances } from '../lib/money/get-balances';
import { useMoneyConfig } from '../lib/money/get-money-config';

/**
 * What a money form needs before it can show: the fee settings and the platform balances, whether
 * either is still loading, and one retry for both (the FormSkeleton and LoadError states).
 */
export function useMoneyFormData(address: string) {
  const config = useMoneyConfig();
  const balances = useBalances(address);
  return { config: config.data, balances: balances.data, ...combineQueries(config, balances) };
}
