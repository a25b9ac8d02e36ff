/**
 * SPEC 2: page parameters travel as query values named value1 to value9.
 * `QueryValues` is positional: index 0 is value1.
 */
export const QUERY_VALUE_COUNT = 9;

export type QueryValueName = `value${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;
export type QueryValues = Partial<Record<QueryValueName, string>>;
export type QueryValueInput = string | number | bigint | boolean | null | undefined;

const NAMES: readonly QueryValueName[] = Array.from(
  { length: QUERY_VALUE_COUNT },
  (_, i) => `value${i + 1}` as QueryValueName,
);

/** Reads value1..value9 from a query string (with or without "?") or URLSearchParams. */
export function readQueryValues(search: string | URLSearchParams): QueryValues {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const values: QueryValues = {};
  for (const name of NAMES) {
    const value = params.get(name);
    if (value !== null) values[name] = value;
  }
  return values;
}

/**
 * Builds "?value1=a&value2=b" from positional values; null and undefined are skipped (their
 * name is kept free, so value3 stays value3). Gives '' when there is nothing to send.
 */
export function buildQueryValues(values: readonly QueryValueInput[] | QueryValues): string {
  if (Array.isArray(values) && values.length > QUERY_VALUE_COUNT) {
    throw new RangeError(`At most ${QUERY_VALUE_COUNT} query values (value1..value9)`);
  }
  const entries: [QueryValueName, QueryValueInput][] = Array.isArray(values)
    ? values.map((value, i) => [NAMES[i] as QueryValueName, value])
    : NAMES.map((name) => [name, (values as QueryValues)[name]]);
  const params = new URLSearchParams();
  for (const [name, value] of entries) {
    if (value === null || value === undefined) continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A route path with its query values (config/paths.ts builds every link to a page with it). */
export function pagePath(path: string, values: readonly QueryValueInput[] | QueryValues = []): string {
  return `${path}${buildQueryValues(values)}`;
}
