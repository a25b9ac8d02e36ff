import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type QueryValues, readQueryValues } from '../lib/navigation/query-values';

/** SPEC 2: the current page's value1..value9 parameters. */
export function useQueryValues(): QueryValues {
  const [params] = useSearchParams();
  return useMemo(() => readQueryValues(params), [params]);
}
