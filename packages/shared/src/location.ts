/**
 * Positions on the map (SPEC 2 /choose-location and /open-location, docs/rules.md "Locations on a
 * delivery address"): WGS 84 degrees, as the browser's Geolocation API and every maps app give
 * them.
 */
export type Position = { latitude: number; longitude: number };

export const LATITUDE_MAX = 90;
export const LONGITUDE_MAX = 180;

/**
 * docs/rules.md "Locations on a delivery address": 5 decimals (about 1.1 m at the equator), the
 * size of a doorway; a phone's fix is rarely better, and more digits would only store noise.
 */
export const POSITION_DECIMALS = 5;

/** A place typed instead of coordinates: the length the address form's street field takes. */
export const PLACE_MIN_CHARS = 3;
export const PLACE_MAX_CHARS = 200;

/** Whether both coordinates are finite numbers inside the globe's ranges. */
export function isValidPosition(position: Position): boolean {
  const { latitude, longitude } = position;
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= LATITUDE_MAX &&
    Math.abs(longitude) <= LONGITUDE_MAX
  );
}

function roundCoordinate(value: number): number {
  const factor = 10 ** POSITION_DECIMALS;
  const rounded = Math.round(value * factor) / factor;
  // A small negative rounds to -0, which toFixed writes as "0.00000" but Object.is tells apart.
  return rounded === 0 ? 0 : rounded;
}

/** The position as it is stored and shown: each coordinate rounded to POSITION_DECIMALS. */
export function roundPosition(position: Position): Position {
  return { latitude: roundCoordinate(position.latitude), longitude: roundCoordinate(position.longitude) };
}

/** "38.72225, -9.13934": the position written with its stored decimals, the way maps apps take it. */
export function formatPosition(position: Position): string {
  const { latitude, longitude } = roundPosition(position);
  return `${latitude.toFixed(POSITION_DECIMALS)}, ${longitude.toFixed(POSITION_DECIMALS)}`;
}

export type TypedLocation =
  | { kind: 'position'; position: Position }
  | { kind: 'place'; place: string }
  | { kind: 'invalid'; problem: 'empty' | 'coordinates' | 'outOfRange' | 'placeLength' };

const COORDINATE = String.raw`([+-]?\d+(?:\.\d+)?)`;
/** Two decimal numbers separated by a comma, a semicolon or spaces: "38.7, -9.1", "38.7 -9.1". */
const COORDINATE_PAIR = new RegExp(String.raw`^${COORDINATE}\s*[,;\s]\s*${COORDINATE}$`);
/** Text of digits, signs and separators only: meant as coordinates, whatever its shape. */
const NUMBERS_ONLY = /^[\d\s.,;+-]+$/;

/**
 * Reads what a user typed on /choose-location: "latitude, longitude" in decimal degrees (checked
 * against the globe's ranges, then rounded; other text of numbers only is a malformed pair), or else the text of a place or address of
 * PLACE_MIN_CHARS to PLACE_MAX_CHARS characters (without a geocoding service it stays text).
 */
export function parseTypedLocation(text: string): TypedLocation {
  const value = text.trim();
  if (value === '') return { kind: 'invalid', problem: 'empty' };
  const pair = COORDINATE_PAIR.exec(value);
  if (pair) {
    const position = { latitude: Number(pair[1]), longitude: Number(pair[2]) };
    if (!isValidPosition(position)) return { kind: 'invalid', problem: 'outOfRange' };
    return { kind: 'position', position: roundPosition(position) };
  }
  if (NUMBERS_ONLY.test(value)) return { kind: 'invalid', problem: 'coordinates' };
  const length = [...value].length;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (length < PLACE_MIN_CHARS || length > PLACE_MAX_CHARS || /[\u0000-\u001f\u007f]/.test(value)) {
    return { kind: 'invalid', problem: 'placeLength' };
  }
  return { kind: 'place', place: value };
}
