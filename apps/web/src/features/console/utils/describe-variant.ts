/** A mall variant as one line: "M · Black", or "One size" for a variant without size or colour. */
export function describeVariant(variant: { size: string | null; colour: string | null }): string {
  return [variant.size, variant.colour].filter(Boolean).join(' · ') || 'One size';
}
