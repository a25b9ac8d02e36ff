import { describe, expect, it, vi } from 'vitest';
import { POSITION_TIMEOUT_MS, requestPosition } from './request-position';

function geolocationThat(answer: (success: PositionCallback, failure: PositionErrorCallback) => void) {
  return { getCurrentPosition: vi.fn(answer), watchPosition: vi.fn(), clearWatch: vi.fn() } as Geolocation;
}

describe('requestPosition', () => {
  it('gives the position rounded to 5 decimals and asks with a timeout', async () => {
    const geolocation = geolocationThat((success) =>
      success({ coords: { latitude: 38.7078712, longitude: -9.1365919 } } as GeolocationPosition),
    );
    await expect(requestPosition(geolocation)).resolves.toEqual({
      ok: true,
      position: { latitude: 38.70787, longitude: -9.13659 },
    });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ timeout: POSITION_TIMEOUT_MS }),
    );
  });

  it('names a refusal, no fix and a timeout apart', async () => {
    for (const [code, failure] of [
      [1, 'denied'],
      [2, 'unavailable'],
      [3, 'timeout'],
    ] as const) {
      const geolocation = geolocationThat((_, fail) => fail({ code } as GeolocationPositionError));
      await expect(requestPosition(geolocation)).resolves.toEqual({ ok: false, failure });
    }
  });

  it('says unsupported without the API', async () => {
    await expect(requestPosition(undefined)).resolves.toEqual({ ok: false, failure: 'unsupported' });
  });
});
