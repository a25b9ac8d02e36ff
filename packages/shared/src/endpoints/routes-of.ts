import type { EndpointRoute, EndpointSpec } from './endpoint';

/** A catalogue with each declaration reduced to what a client needs at run time. */
export type RoutesOf<T> = T extends EndpointSpec
  ? EndpointRoute<T>
  : { readonly [K in keyof T]: RoutesOf<T[K]> };

/** Reduces each declaration of a catalogue to its method and path. */
export function routesOf<T>(tree: T): RoutesOf<T> {
  const value = tree as unknown;
  if (typeof value !== 'object' || value === null) return value as RoutesOf<T>;
  if ('method' in value && 'path' in value) {
    const { method, path } = value as EndpointSpec;
    return { method, path } as RoutesOf<T>;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, routesOf(child)]),
  ) as RoutesOf<T>;
}
