import { errorNameOfIssue } from '@woohoo/shared/endpoints/schema-helpers';
import { ERRORS, type ErrorName } from '@woohoo/shared/error-codes';
import { type LanguageCode, resolveLanguage } from '@woohoo/shared/languages';
import { errorMessage } from '@woohoo/shared/server-messages/catalogue';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeDbError, isDatabaseUnreachable } from '../db/connection-errors';
import { AppError } from '../http/app-error';

/** The language a caller asked for: `lang` (our web app), then `Locale` (SPEC 7). */
export function requestLanguage(request: FastifyRequest): LanguageCode | undefined {
  const header = request.headers.lang ?? request.headers.locale ?? request.headers['accept-language'];
  return resolveLanguage(Array.isArray(header) ? header[0] : header);
}

export function sendError(request: FastifyRequest, reply: FastifyReply, name: ErrorName, detail?: string) {
  const msg = detail ?? errorMessage(name, requestLanguage(request));
  return reply
    .status(ERRORS[name].status)
    .send({ code: ERRORS[name].code, msg, data: null, requestId: String(request.id) });
}

/**
 * The catalogue error a failed validation names (the shared schema helpers mark NUL in a text
 * `textInvalid`, an impossible date `dateInvalid`); plain `badRequest` for any other.
 */
function validationErrorName(error: FastifyError): { name: ErrorName; index: number } {
  const index = (error.validation ?? []).findIndex((item) => issueErrorName(item.params) !== undefined);
  const named = index >= 0 ? issueErrorName(error.validation?.[index]?.params) : undefined;
  return named ? { name: named, index } : { name: 'badRequest', index: 0 };
}

function issueErrorName(params: unknown): ErrorName | undefined {
  const inner =
    typeof params === 'object' && params !== null && 'params' in params ? params.params : undefined;
  const name = errorNameOfIssue(inner);
  return name !== undefined && name in ERRORS ? (name as ErrorName) : undefined;
}

/** Maps what Fastify itself throws to our catalogue, so no path answers outside the envelope. */
function classify(error: FastifyError): ErrorName {
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) return validationErrorName(error).name;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'payloadTooLarge';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupportedMediaType';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'badRequest';
    default:
      break;
  }
  if (error.statusCode === 429) return 'rateLimited';
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'badRequest';
  return 'internal';
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route runs (a path with a
 * percent escape that is no UTF-8, such as a lone surrogate's %ED%A0%80, or an overlong
 * parameter) answers the envelope like every other refusal, where Fastify wrote its own JSON.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refused = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  if (!refused) request.log.error({ err: error }, 'router error');
  return sendError(request, reply, refused ? 'badRequest' : 'internal');
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.errorName);
    }
    // The database dropped or refused the connection: the unfinished transaction rolled back, so
    // the caller retries the same call in a moment; its idempotency key makes that safe even
    // when the cut came after a COMMIT had already landed.
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ cause: describeDbError(error) }, 'database unreachable; answered 503');
      return sendError(request, reply, 'unavailable');
    }
    const name = classify(error);
    if (name === 'internal') {
      request.log.error({ err: error }, 'unhandled error');
      return sendError(request, reply, name);
    }
    // Validation messages name the field and the rule; they carry no internals.
    const detail = error.validation ? validationDetail(request, error) : undefined;
    return sendError(request, reply, name, detail);
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'notFound'));
}

function validationDetail(request: FastifyRequest, error: FastifyError): string {
  const { name, index } = validationErrorName(error);
  const first = error.validation?.[index];
  const base = errorMessage(name, requestLanguage(request));
  if (!first) return base;
  const field = [error.validationContext, first.instancePath?.replace(/^\//, '').replace(/\//g, '.')]
    .filter(Boolean)
    .join('.');
  return `${base}: ${field ? `${field} ` : ''}${first.message ?? ''}`.trim();
}
