/**
 * SPEC 1: the interface ships in 14 languages. Codes follow the spec's `zh_CN` form.
 * `dir` is the writing direction: Persian is right-to-left.
 */
export const LANGUAGES = [
  { code: 'en_US', name: 'English', dir: 'ltr' },
  { code: 'zh_CN', name: '简体中文', dir: 'ltr' },
  { code: 'zh_TW', name: '繁體中文', dir: 'ltr' },
  { code: 'ja_JP', name: '日本語', dir: 'ltr' },
  { code: 'ko_KR', name: '한국어', dir: 'ltr' },
  { code: 'id_ID', name: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'th_TH', name: 'ไทย', dir: 'ltr' },
  { code: 'ms_MY', name: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'es_ES', name: 'Español', dir: 'ltr' },
  { code: 'fa_IR', name: 'فارسی', dir: 'rtl' },
  { code: 'km_KH', name: 'ភាសាខ្មែរ', dir: 'ltr' },
  { code: 'pt_PT', name: 'Português', dir: 'ltr' },
  { code: 'ru_RU', name: 'Русский', dir: 'ltr' },
  { code: 'vi_VN', name: 'Tiếng Việt', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

/** SPEC 1: the default interface language, kept in localStorage. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en_US';

/** SPEC 4: short session language values map to system languages (zh, en, hk). */
const SHORT_CODES: Record<string, LanguageCode> = { zh: 'zh_CN', en: 'en_US', hk: 'zh_TW' };

/**
 * Resolves any language tag a client may send (`zh`, `hk`, `en-US`, `pt_BR`, `fa`) to one we
 * ship, or undefined when nothing matches.
 */
export function resolveLanguage(tag: string | undefined | null): LanguageCode | undefined {
  if (!tag) return undefined;
  const first = tag.split(',')[0]?.trim().replace('-', '_') ?? '';
  if (first === '') return undefined;
  const exact = LANGUAGE_CODES.find((c) => c.toLowerCase() === first.toLowerCase());
  if (exact) return exact;
  const short = first.split('_')[0]?.toLowerCase() ?? '';
  if (short in SHORT_CODES) return SHORT_CODES[short];
  return LANGUAGE_CODES.find((c) => c.startsWith(`${short}_`));
}

export function isRightToLeft(code: LanguageCode): boolean {
  return LANGUAGES.some((l) => l.code === code && l.dir === 'rtl');
}
