import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { type QueryValues, readQueryValues } from '../lib/navigation/query-values';

/**
 * SPEC 2: the current page's value1..value9 parameters. Read from the location (which the app
 * shell already uses) rather than useSearchParams, which would add its code to the main chunk.
 */
export function useQueryValues(): QueryValues {
  const { search } = useLocation();
  return useMemo(() => readQueryValues(search), [search]);
}
