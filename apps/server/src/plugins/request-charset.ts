import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';

/** The labels of UTF-8 (the WHATWG Encoding standard's two common ones), compared in lower case. */
const UTF8_LABELS = new Set(['utf-8', 'utf8']);

/** `; name=value` of a Content-Type, the value a token or a quoted string (RFC 9110 5.6.6). */
const PARAMETER = /;\s*([^\s;=]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;

/** Every `charset` a Content-Type header declares, unquoted, trimmed and in lower case. */
export function declaredCharsets(contentType: string | undefined): string[] {
  if (!contentType) return [];
  const charsets: string[] = [];
  for (const [, name, raw = ''] of contentType.matchAll(PARAMETER)) {
    if (name?.toLowerCase() !== 'charset') continue;
    const value = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
    charsets.push(value.trim().toLowerCase());
  }
  return charsets;
}

/**
 * docs/rules.md "Request bodies": Fastify reads every body as UTF-8 whatever its Content-Type
 * says, so a body declared in another charset (UTF-16, Latin-1) would be executed as something
 * its sender did not write. Such a request is refused with 415 (41501) in an onRequest hook,
 * before the token check, the rate limits, the body parser and any handler. No charset, or
 * UTF-8 in any case and quoted or not, goes on as before.
 */
export function refuseNonUtf8Bodies(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const charsets = declaredCharsets(request.headers['content-type']);
    if (charsets.some((charset) => !UTF8_LABELS.has(charset))) throw new AppError('charsetUnsupported');
  });
}
