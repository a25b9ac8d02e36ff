/** A field of PostgreSQL's COPY text format. */
export type CopyField = string | number | bigint | boolean | null;

/**
 * One field in COPY's text format: null as \N, booleans as t/f, and in a string the backslash,
 * tab, newline and carriage return escaped (the characters the format gives a meaning).
 */
export function copyField(value: CopyField): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value !== 'string') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) =>
        c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
      )
    : value;
}

/** Rows of COPY text in chunks of `rowsPerChunk` rows, made only as the writer asks for them. */
export function* copyRows<T>(
  items: ArrayLike<T>,
  fields: (item: T) => readonly CopyField[],
  rowsPerChunk = 10_000,
): Generator<string> {
  for (let from = 0; from < items.length; from += rowsPerChunk) {
    let chunk = '';
    const to = Math.min(items.length, from + rowsPerChunk);
    for (let at = from; at < to; at++) chunk += `${fields(items[at]!).map(copyField).join('\t')}\n`;
    yield chunk;
  }
}
