import {
  infiniteQueryOptions,
  type QueryClient,
  type QueryFunctionContext,
  type QueryKey,
  queryOptions,
} from '@tanstack/react-query';
import type { EndpointData, EndpointInput, EndpointSpec } from '@woohoo/shared/endpoints/endpoint';
import type { KeyedRoute } from '@woohoo/shared/endpoints/routes-of';
import { api } from '../api';
import type { CallOptions } from '../api-client';
import { overlayForFetch } from '../money/overlay-for-fetch';

/**
 * The one place the web app turns an endpoint declaration into a query (STYLE "The declaration
 * is the unit on the web side too"). A query's key is the declaration's place in the catalogue,
 * then whose data it is, then its input: `endpointQuery(routes.team.summary, address)` is
 * `['team', 'summary', address]`, and every feature that shows the team summary shares that one
 * cache entry, so a write that refreshes it refreshes every screen showing it.
 */

/**
 * Whose data a call answers: the wallet address for an endpoint only a signed-in user may call
 * (so one wallet never sees another's cached data), nothing for the public and operator ones
 * (the console removes its whole cache on sign-out, features/console).
 */
type Scope<E extends EndpointSpec> = E['access'] extends 'user' ? [scope: string] : [];

/** A query's input, left out when nothing in it is required, and how its call is shown. */
type Input<I> =
  // biome-ignore lint/complexity/noBannedTypes: `{} extends T` asks whether every field of T is optional
  {} extends I ? [input?: I, options?: CallOptions] : [input: I, options?: CallOptions];

export type EndpointQueryArgs<E extends EndpointSpec> = [...Scope<E>, ...Input<EndpointInput<E>>];

/** An input with the paging fields a paged query fills in itself. */
type PagedInput<E extends EndpointSpec> =
  EndpointInput<E> extends { query?: infer Q }
    ? Omit<EndpointInput<E>, 'query'> & { query?: Omit<NonNullable<Q>, 'page' | 'size'> }
    : EndpointInput<E>;

export type EndpointPagesArgs<E extends EndpointSpec> = [...Scope<E>, ...Input<PagedInput<E>>];

type Parsed = { scope: string | undefined; input: Record<string, unknown>; options: CallOptions };

/** The arguments after the route: a leading string is the scope (no input is a string). */
function parse(args: readonly unknown[]): Parsed {
  const [first, ...rest] = args;
  const [input, options] = typeof first === 'string' ? rest : args;
  return {
    scope: typeof first === 'string' ? first.toLowerCase() : undefined,
    input: (input ?? {}) as Record<string, unknown>,
    options: (options ?? {}) as CallOptions,
  };
}

/** Whether an input says anything: an empty one, or one of empty parts, is left out of the key. */
function isEmpty(value: unknown): boolean {
  if (value === undefined) return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(isEmpty);
}

/** The key of a query of `route`: its place in the catalogue, whose data, then its input. */
export function endpointKey(route: KeyedRoute, scope?: string, input?: unknown): QueryKey {
  return [
    ...route.key,
    ...(scope === undefined ? [] : [scope.toLowerCase()]),
    ...(isEmpty(input) ? [] : [input]),
  ];
}

/**
 * SPEC 7's overlay for a query's fetch: the first load is left to the request layer (every call
 * but myBoxLists shows it); a refresh of data already on screen does not (lib/money/overlay-for-fetch.ts).
 */
function overlayOf(context: QueryFunctionContext, options: CallOptions): boolean | undefined {
  if (options.overlay !== undefined) return options.overlay;
  return overlayForFetch(context) ? undefined : false;
}

/**
 * The query of one GET endpoint: `useQuery(endpointQuery(routes.nodes.overview, address))`, or
 * spread with the screen's own options (`select`, `enabled`, `refetchInterval`).
 */
export function endpointQuery<E extends EndpointSpec>(route: KeyedRoute<E>, ...args: EndpointQueryArgs<E>) {
  const { scope, input, options } = parse(args);
  return queryOptions({
    queryKey: endpointKey(route, scope, input),
    queryFn: (context): Promise<EndpointData<E>> =>
      api.call<E>(route, ...([input, { ...options, overlay: overlayOf(context, options) }] as never)),
  });
}

/**
 * The infinite query of a paged GET endpoint: its input without `page` and `size`, which each
 * page fills in (`endpointPages(routes.team.members, { size: 20, next }, address)`).
 */
export function endpointPages<E extends EndpointSpec>(
  route: KeyedRoute<E>,
  paging: { size: number; next: (last: EndpointData<E>) => number | undefined },
  ...args: EndpointPagesArgs<E>
) {
  const { scope, input, options } = parse(args);
  return infiniteQueryOptions({
    queryKey: endpointKey(route, scope, input),
    queryFn: (context): Promise<EndpointData<E>> => {
      const query = { ...(input.query as object), page: context.pageParam, size: paging.size };
      const call = [
        { ...input, query },
        { ...options, overlay: overlayOf(context, options) },
      ];
      return api.call<E>(route, ...(call as never));
    },
    initialPageParam: 1,
    getNextPageParam: paging.next,
  });
}

/** An area of the catalogue (`routes.nodes`) or one route of it (`routes.team.summary`). */
export type RouteArea = KeyedRoute | { readonly [name: string]: RouteArea };

function isRoute(area: RouteArea): area is KeyedRoute {
  return Array.isArray((area as KeyedRoute).key);
}

/** The key prefix every route of an area shares: `['nodes']` for `routes.nodes`. */
export function areaKey(area: RouteArea): QueryKey {
  if (isRoute(area)) return area.key;
  const keys = Object.values(area).map(areaKey);
  const [first = [], ...rest] = keys;
  let length = first.length;
  for (const key of rest) {
    let same = 0;
    while (same < length && key[same] === first[same]) same += 1;
    length = same;
  }
  // A route's key is its path in the catalogue, so the prefix an area's routes share is the
  // area's own path.
  return first.slice(0, length);
}

/**
 * After a write: every query of these areas or routes is stale, for every screen showing it
 * (`invalidateAreas(queryClient, routes.nodes, routes.team.summary)`).
 */
export function invalidateAreas(queryClient: QueryClient, ...areas: readonly RouteArea[]): Promise<void> {
  return Promise.all(areas.map((area) => queryClient.invalidateQueries({ queryKey: areaKey(area) }))).then(
    () => undefined,
  );
}

/** On sign-out: the cached data of these areas is dropped, not refetched. */
export function removeAreas(queryClient: QueryClient, ...areas: readonly RouteArea[]): void {
  for (const area of areas) queryClient.removeQueries({ queryKey: areaKey(area) });
}
