import type { Access, EndpointRequest, EndpointSpec } from '@woohoo/shared/endpoints/endpoint';
import { endpointResponses } from '@woohoo/shared/endpoints/responses';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { ok } from './envelope';

/** An onRequest hook that admits one kind of caller, labelled with the access it grants. */
export type Guard<A extends Exclude<Access, 'public'>> = ((request: FastifyRequest) => Promise<void>) & {
  readonly access: A;
};

/** Labels an onRequest hook with the access it grants, so a route can only be given the right one. */
export function guard<A extends Exclude<Access, 'public'>>(
  access: A,
  hook: (request: FastifyRequest) => Promise<void>,
): Guard<A> {
  return Object.assign(hook, { access });
}

/** What a route adds to its declaration: the guard its access needs and Fastify's own settings. */
export type RouteSettings<E extends EndpointSpec> = Pick<RouteShorthandOptions, 'config' | 'bodyLimit'> &
  (E['access'] extends 'public' ? { guard?: never } : { guard: Guard<Exclude<E['access'], 'public'>> });

/**
 * The handler of an endpoint: its data for the success envelope, or the reply of a file answer or
 * of an error it answered itself (sendError with its own message, as readiness does).
 */
export type RouteHandler<E extends EndpointSpec> = (
  request: FastifyRequest<EndpointRequest<E>>,
  reply: FastifyReply,
) => Promise<E['data'] extends z.ZodType ? z.input<E['data']> | FastifyReply : FastifyReply>;

/**
 * Registers the route of an endpoint declared in `@woohoo/shared/endpoints`: its method, path,
 * schemas (validation, response serialization and the OpenAPI document) and access all come from
 * the declaration, so server and client cannot drift apart. `app` is a plugin registered under a
 * prefix the declared path starts with (`/api`).
 */
export function route<E extends EndpointSpec>(
  app: FastifyInstance,
  spec: E,
  settings: RouteSettings<E>,
  handler: RouteHandler<E>,
): void {
  if (!spec.path.startsWith(app.prefix)) {
    throw new Error(`${spec.method} ${spec.path} registered under the prefix ${app.prefix}`);
  }
  const granted = settings.guard?.access ?? 'public';
  if (granted !== spec.access) {
    throw new Error(`${spec.method} ${spec.path} is declared ${spec.access} but guarded as ${granted}`);
  }
  const isFile = spec.data === 'file';
  app.route({
    method: spec.method,
    url: spec.path.slice(app.prefix.length),
    onRequest: settings.guard,
    config: settings.config,
    bodyLimit: settings.bodyLimit,
    // Only the parts the endpoint declares: Fastify warns of each request part set to undefined.
    schema: definedOnly({
      tags: [...spec.tags],
      summary: spec.summary,
      description: spec.description,
      security: spec.access === 'public' ? undefined : [{ bearer: [] }],
      params: spec.params,
      querystring: spec.query,
      body: spec.body,
      headers: spec.headers,
      response: endpointResponses(spec),
      produces: spec.produces ? [...spec.produces] : undefined,
    }),
    handler: async (request, reply) => {
      const result = await handler(request as FastifyRequest<EndpointRequest<E>>, reply);
      return isFile || result === reply ? result : ok(result);
    },
  });
}

/** The entries of an object whose value is set. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined)) as Partial<T>;
}
