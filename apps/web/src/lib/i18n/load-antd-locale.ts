import type { LanguageCode } from '@woohoo/shared/languages';
import type { Locale } from 'antd-mobile/es/locales/base';
import enUS from 'antd-mobile/es/locales/en-US';
import { toAntdLocaleName } from './language-codes';

const loaders: Record<string, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN'),
  'zh-TW': () => import('antd-mobile/es/locales/zh-TW'),
  'ja-JP': () => import('antd-mobile/es/locales/ja-JP'),
  'ko-KR': () => import('antd-mobile/es/locales/ko-KR'),
  'id-ID': () => import('antd-mobile/es/locales/id-ID'),
  'th-TH': () => import('antd-mobile/es/locales/th-TH'),
  'ms-MY': () => import('antd-mobile/es/locales/ms-MY'),
  'es-ES': () => import('antd-mobile/es/locales/es-ES'),
  'fa-IR': () => import('antd-mobile/es/locales/fa-IR'),
  'pt-BR': () => import('antd-mobile/es/locales/pt-BR'),
  'ru-RU': () => import('antd-mobile/es/locales/ru-RU'),
  'vi-VN': () => import('antd-mobile/es/locales/vi-VN'),
};

export const DEFAULT_ANTD_LOCALE: Locale = enUS;

/** antd-mobile's built-in strings for a language (English when it has none). */
export async function loadAntdLocale(code: LanguageCode): Promise<Locale> {
  const load = loaders[toAntdLocaleName(code)];
  return load ? (await load()).default : enUS;
}
