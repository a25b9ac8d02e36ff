import { describe, expect, it } from 'vitest';
import { endpoints, listEndpoints } from './catalogue';
import * as routes from './routes';
import { routesOf } from './routes-of';

describe('routesOf', () => {
  it('keeps the method and path and names each route by its place in the catalogue', () => {
    expect(routes.team.summary).toEqual({
      method: 'GET',
      path: '/api/team/summary',
      key: ['team', 'summary'],
    });
    expect(routes.operator.audit.key).toEqual(['operator', 'audit']);
  });

  it('gives every declaration a key of its own', () => {
    const keys = listEndpoints(routesOf(endpoints)).map((route) =>
      (route as unknown as { key: string[] }).key.join('.'),
    );
    expect(keys.length).toBe(listEndpoints(endpoints).length);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
