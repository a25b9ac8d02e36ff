/**
 * The colours the web app names in every language (locale keys `mall.colours.<name>`). A variant's
 * colour is text the operator types; one of these, in any case ("gray" counts as "grey"), is shown
 * in the interface language, and any other as it was typed (docs/mall.md "Variants").
 */
export const MALL_COLOURS = [
  'black',
  'white',
  'grey',
  'silver',
  'gold',
  'navy',
  'blue',
  'red',
  'green',
  'yellow',
  'olive',
  'pink',
] as const;

export type MallColour = (typeof MALL_COLOURS)[number];

const SPELLINGS: Readonly<Record<string, MallColour>> = { gray: 'grey' };

/** The colour a variant's colour text names, or undefined for a colour of the operator's own. */
export function findMallColour(text: string): MallColour | undefined {
  const name = text.trim().toLowerCase();
  return SPELLINGS[name] ?? MALL_COLOURS.find((colour) => colour === name);
}
