import { formatPosition, type Position, roundPosition } from '@woohoo/shared/location';

/**
 * The RFC 5870 `geo:` URI that phones hand to their maps app, with the position again in `q` so
 * Android's apps drop a pin with the label: geo:lat,lng?q=lat,lng(label).
 */
export function geoUri(position: Position, label?: string): string {
  const coordinates = formatPosition(position).replace(' ', '');
  const name = label?.trim() ? `(${encodeURIComponent(label.trim())})` : '';
  return `geo:${coordinates}?q=${coordinates}${name}`;
}

/**
 * The https fallback for browsers and desktops without a `geo:` handler (our decision:
 * OpenStreetMap, no key and no tracking account needed), with a marker at the position.
 */
export function mapSiteUrl(position: Position): string {
  const { latitude, longitude } = roundPosition(position);
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
