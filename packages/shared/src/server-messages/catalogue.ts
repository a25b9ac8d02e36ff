import type { ErrorName } from '../error-codes';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../languages';
import { en_US, type ServerMessages } from './en_US';
import { es_ES } from './es_ES';
import { fa_IR } from './fa_IR';
import { id_ID } from './id_ID';
import { ja_JP } from './ja_JP';
import { km_KH } from './km_KH';
import { ko_KR } from './ko_KR';
import { ms_MY } from './ms_MY';
import { pt_PT } from './pt_PT';
import { ru_RU } from './ru_RU';
import { th_TH } from './th_TH';
import { vi_VN } from './vi_VN';
import { zh_CN } from './zh_CN';
import { zh_TW } from './zh_TW';

/** The server's texts in all languages of SPEC 1. The server imports this; the web app does not. */
export const SERVER_MESSAGES: Record<LanguageCode, ServerMessages> = {
  en_US,
  zh_CN,
  zh_TW,
  ja_JP,
  ko_KR,
  id_ID,
  th_TH,
  ms_MY,
  es_ES,
  fa_IR,
  km_KH,
  pt_PT,
  ru_RU,
  vi_VN,
};

/** The texts of a language; English for an unknown or missing one. */
export function serverMessages(lang: LanguageCode | undefined): ServerMessages {
  return SERVER_MESSAGES[lang ?? DEFAULT_LANGUAGE] ?? en_US;
}

/** The message of an error code in a language. */
export function errorMessage(name: ErrorName, lang: LanguageCode | undefined): string {
  return serverMessages(lang).errors[name];
}
