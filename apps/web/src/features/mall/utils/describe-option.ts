import { findMallColour } from '@woohoo/shared/mall-colours';
import type { TFunction } from 'i18next';
import { displayLocale } from '../../../lib/format/display-locale';
import { cachedFormat, LATIN_DIGITS } from '../../../lib/format/intl-cache';

/** The units a measured size may be typed in, as Intl names them. */
const UNITS: Readonly<Record<string, string>> = {
  mm: 'millimeter',
  cm: 'centimeter',
  m: 'meter',
  ml: 'milliliter',
  l: 'liter',
  g: 'gram',
  kg: 'kilogram',
};
const MEASURE = /^(\d{1,6}(?:\.\d{1,3})?)\s*(mm|cm|m|ml|l|g|kg)$/i;

/** "41 mm", "500 ml" as the language writes the unit (`41 мм`, `500毫升`); undefined for other text. */
function describeMeasure(text: string, locale: string): string | undefined {
  const match = MEASURE.exec(text.trim());
  const unit = match?.[2] ? UNITS[match[2].toLowerCase()] : undefined;
  if (!match?.[1] || !unit) return undefined;
  const format = cachedFormat(
    `unit-${unit}`,
    locale,
    (tag) => new Intl.NumberFormat(tag, { ...LATIN_DIGITS, style: 'unit', unit, unitDisplay: 'short' }),
  );
  return format.format(Number(match[1])); // a size, not an amount of money
}

/**
 * A variant's option (its colour or size) in the interface language (docs/mall.md "Variants"): a
 * colour the app knows by its locale key (`mall.colours.black`), a measured size with the
 * language's unit through Intl, and anything else the operator typed (letter sizes, a colour of
 * their own) as it was typed.
 */
export function describeOption(value: string, t: TFunction, locale = displayLocale()): string {
  const colour = findMallColour(value);
  if (colour) return t(`mall.colours.${colour}`);
  return describeMeasure(value, locale) ?? value;
}

/** A variant's size and colour as one line, "M · Black", in the interface language. */
export function describeVariantOptions(
  variant: { size: string | null; colour: string | null } | undefined,
  t: TFunction,
  locale = displayLocale(),
): string {
  return [variant?.size, variant?.colour]
    .filter((value): value is string => Boolean(value))
    .map((value) => describeOption(value, t, locale))
    .join(' · ');
}
