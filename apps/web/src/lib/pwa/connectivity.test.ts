import { describe, expect, it } from 'vitest';
import {
  type Connectivity,
  type ConnectivityEvent,
  findConnectionProblem,
  INITIAL_CONNECTIVITY,
  nextConnectivity,
} from './connectivity';

function after(...events: ConnectivityEvent[]): Connectivity {
  return events.reduce(nextConnectivity, INITIAL_CONNECTIVITY);
}

describe('connectivity', () => {
  it('has no problem at start', () => {
    expect(findConnectionProblem(INITIAL_CONNECTIVITY)).toBeNull();
  });

  it('is offline when the browser says so, whatever the API did before', () => {
    expect(findConnectionProblem(after({ type: 'browser', online: false }))).toBe('offline');
    expect(
      findConnectionProblem(after({ type: 'api', reachable: false }, { type: 'browser', online: false })),
    ).toBe('offline');
  });

  it('cannot reach the server when a call got no answer although the browser is online', () => {
    expect(findConnectionProblem(after({ type: 'api', reachable: false }))).toBe('unreachable');
  });

  it('is fine again as soon as any call gets an answer', () => {
    expect(
      findConnectionProblem(after({ type: 'api', reachable: false }, { type: 'api', reachable: true })),
    ).toBeNull();
    // navigator.onLine can be wrong; an answer from the API cannot.
    expect(
      findConnectionProblem(after({ type: 'browser', online: false }, { type: 'api', reachable: true })),
    ).toBeNull();
  });

  it('forgets a failure from the time offline when the browser comes back online', () => {
    const state = after(
      { type: 'browser', online: false },
      { type: 'api', reachable: false },
      { type: 'browser', online: true },
    );
    expect(findConnectionProblem(state)).toBeNull();
  });

  it('keeps a failure when the browser only repeats that it is online', () => {
    const state = after({ type: 'api', reachable: false }, { type: 'browser', online: true });
    expect(findConnectionProblem(state)).toBe('unreachable');
  });

  it('returns the same state when nothing changes, so subscribers are not woken', () => {
    const offline = after({ type: 'browser', online: false });
    expect(nextConnectivity(offline, { type: 'browser', online: false })).toBe(offline);
    const unreachable = after({ type: 'api', reachable: false });
    expect(nextConnectivity(unreachable, { type: 'api', reachable: false })).toBe(unreachable);
  });
});
