import type { z } from 'zod';
import { refuseUnstorableText } from './schema-helpers';

/** Who may call an endpoint: anyone, a signed-in user (SPEC 7 bearer token), or an operator. */
export type Access = 'public' | 'user' | 'operator';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint of the API, declared once: the server registers its route from it (validation,
 * response serialization, the OpenAPI document) and the web client calls through it with the
 * types it implies, so a path or a field changed here fails to compile on both sides.
 */
export type EndpointSpec = {
  readonly method: HttpMethod;
  /** The full path, `:name` for each path parameter (Fastify's syntax). */
  readonly path: `/api/${string}`;
  readonly access: Access;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  /** The query string (SPEC 7: a GET's data). */
  readonly query?: z.ZodType;
  /** The JSON body (SPEC 7: the data of any other method). */
  readonly body?: z.ZodType;
  readonly headers?: z.ZodType;
  /**
   * The success envelope's `data` (SPEC 3), or `'file'` for an endpoint that answers a file on
   * success and the error envelope otherwise (a CSV export).
   */
  readonly data: z.ZodType | 'file';
  /** The media types of a file answer, for the OpenAPI document. */
  readonly produces?: readonly string[];
  /** The HTTP statuses of its errors beyond those every route may answer (400, 429, 500). */
  readonly errors?: readonly number[];
};

/**
 * Declares an endpoint, keeping its literal types (method, path, schemas) for inference. Every
 * request part (path parameters, query, body, headers) gets the shared text refinement, so no
 * declaration can forget it (docs/rules.md "Request bodies").
 */
export function endpoint<const E extends EndpointSpec>(spec: E): E {
  return {
    ...spec,
    ...(spec.params && { params: refuseUnstorableText(spec.params) }),
    ...(spec.query && { query: refuseUnstorableText(spec.query) }),
    ...(spec.body && { body: refuseUnstorableText(spec.body) }),
    ...(spec.headers && { headers: refuseUnstorableText(spec.headers) }),
  };
}

type Part<Key extends string, S> = S extends z.ZodType
  ? // biome-ignore lint/complexity/noBannedTypes: `{} extends T` asks whether every field of T is optional
    {} extends z.input<S>
    ? { [K in Key]?: z.input<S> }
    : { [K in Key]: z.input<S> }
  : { [K in Key]?: never };

/** What a caller sends: path parameters, query, body and headers, each as its schema accepts. */
export type EndpointInput<E extends EndpointSpec> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  Part<'body', E['body']> &
  Part<'headers', E['headers']>;

/** What the endpoint answers in the success envelope's `data`, as JSON carries it. */
export type EndpointData<E extends EndpointSpec> = E['data'] extends z.ZodType ? z.output<E['data']> : never;

/** What a route handler receives, after the schemas have validated and parsed the request. */
export type EndpointRequest<E extends EndpointSpec> = {
  Params: E['params'] extends z.ZodType ? z.output<E['params']> : unknown;
  Querystring: E['query'] extends z.ZodType ? z.output<E['query']> : unknown;
  Body: E['body'] extends z.ZodType ? z.output<E['body']> : unknown;
  Headers: E['headers'] extends z.ZodType ? z.output<E['headers']> : unknown;
};

/**
 * The facts a client needs at run time, its method and path: no schemas, so the web bundle carries
 * no zod, and no access rule, which the server enforces.
 */
export type EndpointRoute<E extends EndpointSpec = EndpointSpec> = Pick<E, 'method' | 'path'> & {
  /** Carries the endpoint's types to the client; never set at run time. */
  readonly spec?: E;
};

/** A path with its `:name` parameters filled in, each URI-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
