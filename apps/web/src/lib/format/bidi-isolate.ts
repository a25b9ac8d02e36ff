import { isRightToLeft, resolveLanguage } from '@woohoo/shared/languages';

/**
 * Unicode's directional isolates, invisible and ignored by screen readers: U+2066 LEFT-TO-RIGHT
 * ISOLATE, U+2068 FIRST STRONG ISOLATE, U+2069 POP DIRECTIONAL ISOLATE.
 */
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

function inRightToLeft(locale: string): boolean {
  const language = resolveLanguage(locale);
  return language !== undefined && isRightToLeft(language);
}

/**
 * A figure that must read left to right (an amount with its sign and unit) made safe to place in
 * right-to-left text: in Persian it is wrapped in a left-to-right isolate, so "-3" does not
 * become "3-" and "1,500 USDT" does not become "USDT 1,500" inside a Persian sentence. Other
 * languages get the text unchanged, so English output stays byte for byte what it was.
 */
export function isolateLtr(text: string, locale: string): string {
  return inRightToLeft(locale) ? `${LRI}${text}${PDI}` : text;
}

/**
 * A date or time that mixes Persian words and digits ("2 ژانویه 2025، 13:04:05") made safe to
 * place anywhere, even in a left-to-right figure cell: in Persian it is isolated with the
 * direction of its first letter, so its words keep their order. Other languages: unchanged.
 */
export function isolateText(text: string, locale: string): string {
  return inRightToLeft(locale) ? `${FSI}${text}${PDI}` : text;
}
