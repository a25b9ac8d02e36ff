// What the endpoint fuzzer (fuzz-openapi.integration.test.ts) sends: hostile strings, and for every
// field an endpoint declares in /api/openapi.json, requests that carry an impossible date, a NUL or
// a lone surrogate in that field while the others hold plausible values, so the bad value reaches
// the handler (and SQL) instead of stopping at the first other field.
import fc from 'fast-check';

/** The part of a JSON Schema the fuzzer reads. */
export type FieldSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
  anyOf?: FieldSchema[];
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema;
};

type Parameter = { in: string; name: string; required?: boolean; schema?: FieldSchema };
export type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: FieldSchema }> };
};

/** Days and times no calendar has (PostgreSQL answered "date/time field value out of range"). */
export const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '9999-99-99',
  '2026-13-01',
  '0000-01-01',
  '2026-02-30T00:00:00Z',
  '2026-13-01T00:00:00+08:00',
  '0000-01-01T00:00:00Z',
] as const;

/** Text PostgreSQL cannot store (it answered "invalid byte sequence for encoding UTF8"). */
export const UNSTORABLE_TEXTS = ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDBFF'] as const;

/** Strings a careless or hostile client sends. */
export const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
  ),
  fc.constantFrom('0x', `0x${'f'.repeat(40)}`, `0x${'g'.repeat(40)}`, '9'.repeat(90), '1.5', '-0', '２', '𝟙'),
  fc.bigInt({ min: -(10n ** 80n), max: 10n ** 80n }).map(String),
  fc.constantFrom(...IMPOSSIBLE_DATES),
  fc.constantFrom(...UNSTORABLE_TEXTS),
);

/**
 * A path segment or query value, percent-encoded; a lone surrogate (which encodeURIComponent
 * refuses) as the three bytes UTF-8 would give it, invalid UTF-8 as a hostile client sends it.
 */
export function encodePart(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(text.charAt(i));
    }
  }
  return out;
}

/** A query string of `query`, each part through `encodePart`. */
export function encodeQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([name, value]) => `${encodePart(name)}=${encodePart(value)}`)
    .join('&');
}

const SAMPLE_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A value the field's schema accepts, as far as its JSON Schema says (enum, integer, day, time...). */
export function plausible(schema: FieldSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return plausible(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, 1);
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'object') return plausibleObject(schema);
  return plausibleString(schema);
}

function plausibleString(schema: FieldSchema): string {
  if (schema.format === 'date-time') return '2026-03-01T13:00:00.000Z';
  const pattern = schema.pattern ?? '';
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-03-01';
  if (pattern.includes('0x') || pattern.includes('[a-fA-F0-9]{40}')) return SAMPLE_ADDRESS;
  if (pattern.includes('\\d')) return '1';
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

function plausibleObject(schema: FieldSchema): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .filter(([name]) => required.has(name))
      .map(([name, field]) => [name, plausible(field)]),
  );
}

/** Whether a field takes a string (or a string among its alternatives): where text and dates go. */
function takesString(schema: FieldSchema | undefined): boolean {
  if (!schema) return true;
  if (schema.anyOf) return schema.anyOf.some(takesString);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') || schema.type === undefined;
}

/** A request the fuzzer sends: path parameters by name, query, and a JSON body. */
export type TargetedRequest = {
  field: string;
  value: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
};

/**
 * For every string field the operation declares (path, query, top-level body property), one
 * request per impossible date and per unstorable text in that field, every other field plausible.
 */
export function targetedRequests(operation: OpenApiOperation): TargetedRequest[] {
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const base = {
    params: Object.fromEntries(
      parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(plausible(p.schema))]),
    ),
    query: Object.fromEntries(
      parameters
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => [p.name, String(plausible(p.schema))]),
    ),
    body: bodySchema?.type === 'object' ? plausibleObject(bodySchema) : undefined,
  };
  const fields: { where: 'params' | 'query' | 'body'; name: string }[] = [
    ...parameters
      .filter((p) => (p.in === 'path' || p.in === 'query') && takesString(p.schema))
      .map((p) => ({ where: p.in === 'path' ? ('params' as const) : ('query' as const), name: p.name })),
    ...Object.entries(bodySchema?.properties ?? {})
      .filter(([, schema]) => takesString(schema))
      .map(([name]) => ({ where: 'body' as const, name })),
  ];
  const values = [...IMPOSSIBLE_DATES, ...UNSTORABLE_TEXTS];
  return fields.flatMap(({ where, name }) =>
    values.map((value) => ({
      field: `${where}.${name}`,
      value,
      params: where === 'params' ? { ...base.params, [name]: value } : base.params,
      query: where === 'query' ? { ...base.query, [name]: value } : base.query,
      body: where === 'body' ? { ...base.body, [name]: value } : base.body,
    })),
  );
}

/** The names of the query parameters an operation declares (the fuzzer's random queries use them too). */
export function queryNames(operation: OpenApiOperation): string[] {
  return (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
}
