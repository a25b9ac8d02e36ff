import { describe, expect, it } from 'vitest';
import { formatPosition, isValidPosition, parseTypedLocation, roundPosition } from './location';

describe('parseTypedLocation', () => {
  it('reads "latitude, longitude" in decimal degrees, rounded to 5 decimals', () => {
    expect(parseTypedLocation(' 38.7222524, -9.1393366 ')).toEqual({
      kind: 'position',
      position: { latitude: 38.72225, longitude: -9.13934 },
    });
    expect(parseTypedLocation('-33.8688 151.2093')).toEqual({
      kind: 'position',
      position: { latitude: -33.8688, longitude: 151.2093 },
    });
    expect(parseTypedLocation('+1.3;103.8')).toMatchObject({ kind: 'position' });
  });

  it('refuses coordinates outside the globe and numbers that are not a pair', () => {
    expect(parseTypedLocation('91, 10')).toEqual({ kind: 'invalid', problem: 'outOfRange' });
    expect(parseTypedLocation('10, -180.5')).toEqual({ kind: 'invalid', problem: 'outOfRange' });
    expect(parseTypedLocation('38.7')).toEqual({ kind: 'invalid', problem: 'coordinates' });
    expect(parseTypedLocation('38,7 -9,1')).toEqual({ kind: 'invalid', problem: 'coordinates' });
  });

  it('takes other text as a place of 3 to 200 characters', () => {
    expect(parseTypedLocation('  Praça do Comércio, Lisboa ')).toEqual({
      kind: 'place',
      place: 'Praça do Comércio, Lisboa',
    });
    expect(parseTypedLocation('ab')).toEqual({ kind: 'invalid', problem: 'placeLength' });
    expect(parseTypedLocation('x'.repeat(201))).toEqual({ kind: 'invalid', problem: 'placeLength' });
    expect(parseTypedLocation('Main\u0007street')).toEqual({ kind: 'invalid', problem: 'placeLength' });
    expect(parseTypedLocation('   ')).toEqual({ kind: 'invalid', problem: 'empty' });
  });
});

describe('positions', () => {
  it('checks ranges and finiteness', () => {
    expect(isValidPosition({ latitude: 90, longitude: -180 })).toBe(true);
    expect(isValidPosition({ latitude: Number.NaN, longitude: 0 })).toBe(false);
    expect(isValidPosition({ latitude: 0, longitude: Number.POSITIVE_INFINITY })).toBe(false);
  });

  it('rounds without a negative zero and formats with 5 decimals', () => {
    expect(Object.is(roundPosition({ latitude: -0.000001, longitude: 1 }).latitude, 0)).toBe(true);
    expect(formatPosition({ latitude: 38.7, longitude: -9.139339 })).toBe('38.70000, -9.13934');
  });
});
