import { type Position, roundPosition } from '@woohoo/shared/location';

/**
 * docs/rules.md "Locations on a delivery address": a fix has 15 s to arrive (a phone outdoors
 * needs a few; indoors it may never come, and the user can type the position instead), and one
 * up to a minute old is as good for a door as a fresh one.
 */
export const POSITION_TIMEOUT_MS = 15_000;
export const POSITION_MAX_AGE_MS = 60_000;

/** Why no position came: each has its own message on /choose-location. */
export type PositionFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export type PositionResult = { ok: true; position: Position } | { ok: false; failure: PositionFailure };

/** GeolocationPositionError's codes (constants of the interface, not of every implementation). */
const FAILURE_OF_CODE: Record<number, PositionFailure> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/**
 * Asks the browser's Geolocation API for the user's position once, rounded as it is stored.
 * Without the API (an old browser, or a page not served over https) the answer is `unsupported`.
 */
export function requestPosition(geolocation: Geolocation | undefined): Promise<PositionResult> {
  if (!geolocation) return Promise.resolve({ ok: false, failure: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          ok: true,
          position: roundPosition({ latitude: coords.latitude, longitude: coords.longitude }),
        }),
      (error) => resolve({ ok: false, failure: FAILURE_OF_CODE[error.code] ?? 'unavailable' }),
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}
