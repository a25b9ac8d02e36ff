import { cachedFormat, LATIN_DIGITS } from '../../../lib/format/intl-cache';

const UNITS = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
] as const;

/**
 * The timelock's delay in words of the interface language: the largest whole unit it divides into
 * (`48 hours`, `2 days` would hide nothing, but 172800 s reads as the 48 h the docs name, so days
 * only from 72 h), else seconds (`5 seconds`, as on the local chain).
 */
export function formatDelay(seconds: number, locale: string): string {
  const fitting = UNITS.find(
    ({ unit, seconds: size }) => seconds % size === 0 && seconds >= (unit === 'day' ? 3 * size : size),
  );
  const unit = fitting?.unit ?? 'second';
  const value = fitting ? seconds / fitting.seconds : seconds;
  const format = cachedFormat(
    `delay-${unit}`,
    locale,
    (tag) => new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long', ...LATIN_DIGITS }),
  );
  return format.format(value);
}
