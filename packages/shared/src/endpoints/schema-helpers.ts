import { z } from 'zod';
import type { ErrorName } from '../error-codes';
import { DAY_PATTERN } from '../settlement/settlement-day';

/**
 * Schema pieces every endpoint declaration shares, so input PostgreSQL would choke on is refused
 * at the schema with a code of its own (docs/rules.md "Request bodies"), before any SQL runs.
 */

/** The years a request's date may name: PostgreSQL has no year 0, and nothing of ours is older. */
export const CALENDAR_YEAR_MIN = 1970;
export const CALENDAR_YEAR_MAX = 9999;

/** The catalogue error a schema issue stands for; the server's error handler answers its code. */
export function issueError(errorName: ErrorName): { params: { errorName: ErrorName } } {
  return { params: { errorName } };
}

/** The catalogue error a validation issue names through `issueError`, if any. */
export function errorNameOfIssue(params: unknown): string | undefined {
  if (typeof params !== 'object' || params === null || !('errorName' in params)) return undefined;
  return typeof params.errorName === 'string' ? params.errorName : undefined;
}

/** YYYY-MM-DD naming a day that exists (no 2026-02-30, 2026-13-01 or 9999-99-99): Date.UTC round trip. */
export function isCalendarDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  if (year < CALENDAR_YEAR_MIN || year > CALENDAR_YEAR_MAX) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO 8601 time with offset on a real calendar day, within the years above. */
export function isCalendarDateTime(text: string): boolean {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return false;
  const year = new Date(ms).getUTCFullYear();
  return isCalendarDay(text.slice(0, 10)) && year >= CALENDAR_YEAR_MIN && year <= CALENDAR_YEAR_MAX;
}

/**
 * A settlement or calendar day parameter, YYYY-MM-DD, that exists; otherwise `errorName`
 * (`dateInvalid`, or a code of the endpoint's own such as the settlement's 40036).
 */
export function calendarDay(errorName: ErrorName = 'dateInvalid') {
  return z
    .string()
    .regex(DAY_PATTERN)
    .refine(isCalendarDay, {
      message: 'must be a real calendar day (YYYY-MM-DD)',
      // Text that is no YYYY-MM-DD at all stays a plain bad request.
      when: (payload) => payload.issues.length === 0,
      ...issueError(errorName),
    });
}

/** An ISO 8601 date-time with offset that exists; otherwise `dateInvalid`. */
export function calendarDateTime() {
  return z.iso.datetime({ offset: true }).refine(isCalendarDateTime, {
    message: 'must be a real ISO 8601 time with offset',
    when: (payload) => payload.issues.length === 0,
    ...issueError('dateInvalid'),
  });
}

/** NUL, or a UTF-16 surrogate without its pair: what PostgreSQL's text and jsonb cannot hold. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL can store the text as it is. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The paths of every string (and object key) in a parsed value that PostgreSQL cannot store. */
export function unstorablePaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorablePaths(item, [...path, index]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    isStorableText(key) ? unstorablePaths(item, [...path, key]) : [[...path, key]],
  );
}

/**
 * The one text refinement of every request schema: `endpoint()` adds it to each endpoint's path
 * parameters, query, body and headers, so every free-text field at any depth refuses NUL and lone
 * surrogates with `textInvalid`, where PostgreSQL answered "invalid byte sequence" as a 500.
 */
export function refuseUnstorableText<S extends z.ZodType>(schema: S): S {
  return schema.superRefine((value, ctx) => {
    for (const path of unstorablePaths(value)) {
      ctx.addIssue({
        code: 'custom',
        path,
        message: 'holds a character that cannot be stored (NUL or a lone surrogate)',
        ...issueError('textInvalid'),
      });
    }
  });
}
