import type { EndpointRoute, EndpointSpec } from './endpoint';

/**
 * A declaration's place in the catalogue, `['team', 'summary']`: the web client's query keys
 * start with it, so an area's keys share its prefix and a write refreshes the area by it.
 */
export type RouteKey = readonly string[];

/** A route with its place in the catalogue, as `routesOf` gives it. */
export type KeyedRoute<E extends EndpointSpec = EndpointSpec> = EndpointRoute<E> & { readonly key: RouteKey };

/** A catalogue with each declaration reduced to what a client needs at run time. */
export type RoutesOf<T> = T extends EndpointSpec
  ? KeyedRoute<T>
  : { readonly [K in keyof T]: RoutesOf<T[K]> };

/** Reduces each declaration of a catalogue to its method, path and place in the catalogue. */
export function routesOf<T>(tree: T, key: RouteKey = []): RoutesOf<T> {
  const value = tree as unknown;
  if (typeof value !== 'object' || value === null) return value as RoutesOf<T>;
  if ('method' in value && 'path' in value) {
    const { method, path } = value as EndpointSpec;
    return { method, path, key } as RoutesOf<T>;
  }
  return Object.fromEntries(
    Object.entries(value).map(([name, child]) => [name, routesOf(child, [...key, name])]),
  ) as RoutesOf<T>;
}
