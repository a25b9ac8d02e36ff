import type { ProductVariant } from './mall-types';

export type VariantChoice = { size: string | null; colour: string | null };

/** The distinct sizes and colours of a product's variants, in catalogue order. */
export function variantOptions(variants: readonly ProductVariant[]): { sizes: string[]; colours: string[] } {
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];
  return { sizes: distinct(variants.map((v) => v.size)), colours: distinct(variants.map((v) => v.colour)) };
}

/** The variant a choice names, once every option the product has is chosen. */
export function findVariant(
  variants: readonly ProductVariant[],
  choice: VariantChoice,
): ProductVariant | undefined {
  return variants.find((v) => v.size === choice.size && v.colour === choice.colour);
}

/**
 * Whether picking `value` for `option` can still lead to a variant in stock, given the other
 * option already chosen; the page greys out what cannot.
 */
export function isOptionAvailable(
  variants: readonly ProductVariant[],
  choice: VariantChoice,
  option: 'size' | 'colour',
  value: string,
): boolean {
  const other = option === 'size' ? 'colour' : 'size';
  return variants.some(
    (v) => v[option] === value && v.stock > 0 && (choice[other] === null || v[other] === choice[other]),
  );
}

/** The starting choice: the only variant when there is one, else the first in stock, else none. */
export function initialChoice(variants: readonly ProductVariant[]): VariantChoice {
  const first = variants.length === 1 ? variants[0] : variants.find((v) => v.stock > 0);
  return first ? { size: first.size, colour: first.colour } : { size: null, colour: null };
}
