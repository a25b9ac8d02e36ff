/**
 * The file name a Content-Disposition header suggests (RFC 6266): `filename*=UTF-8''…` wins over
 * `filename="…"`. Path parts are dropped so a name can never point outside the download folder.
 * Undefined when the header gives none.
 */
export function filenameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return safeName(decodeURIComponent(extended.trim()));
    } catch {
      // a malformed escape: fall back to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const value = plain?.[2] ?? plain?.[1];
  return value ? safeName(value.trim()) : undefined;
}

function safeName(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' || base === '.' || base === '..' ? undefined : base;
}
