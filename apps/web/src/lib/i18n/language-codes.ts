import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  type LanguageCode,
  resolveLanguage,
} from '@woohoo/shared/languages';

/**
 * SPEC 4 language mapping between the session's short `lang` and its `systemlang`:
 * zh gives zh_CN, en gives en, hk gives zh_TW. Any other short code resolves to the language we
 * ship (e.g. `fa` gives fa_IR); unknown codes fall back to the default interface language.
 */
export function toSystemLang(short: string): string {
  const key = short.trim().toLowerCase();
  if (key === 'zh') return 'zh_CN';
  if (key === 'en') return 'en';
  if (key === 'hk') return 'zh_TW';
  return resolveLanguage(key) ?? DEFAULT_LANGUAGE;
}

/** The reverse of toSystemLang for the languages we ship: zh_CN gives zh, zh_TW gives hk, en_US gives en. */
export function toSessionLang(code: LanguageCode): string {
  if (code === 'zh_CN') return 'zh';
  if (code === 'zh_TW') return 'hk';
  return code.split('_')[0] ?? code;
}

/** SPEC 1: the interface language read from localStorage; anything unknown gives en_US. */
export function parseInterfaceLanguage(stored: string | null | undefined): LanguageCode {
  if (!stored) return DEFAULT_LANGUAGE;
  return LANGUAGE_CODES.find((code) => code === stored) ?? resolveLanguage(stored) ?? DEFAULT_LANGUAGE;
}

/** i18next expects BCP 47 tags (`en-US`); our files and the API use the spec's `en_US`. */
export function toI18nextLng(code: LanguageCode): string {
  return code.replace('_', '-');
}

/**
 * antd-mobile's own strings (dialog buttons, pickers). It has no Khmer, so Khmer falls back to
 * English, and Portuguese uses its Brazilian table, the only one it ships.
 */
export function toAntdLocaleName(code: LanguageCode): string {
  const names: Partial<Record<LanguageCode, string>> = { km_KH: 'en-US', pt_PT: 'pt-BR' };
  return names[code] ?? code.replace('_', '-');
}

/** The spec's code of an i18next tag (`fa-IR` gives `fa_IR`). */
export function fromI18nextLng(tag: string | undefined): LanguageCode {
  return parseInterfaceLanguage(tag?.replace('-', '_'));
}
