import type { LanguageCode } from '@woohoo/shared/languages';
import { parseInterfaceLanguage } from './language-codes';

/** SPEC 1: the interface language lives in localStorage (default en_US). */
export const INTERFACE_LANGUAGE_KEY = 'woohoo.language';

export function readInterfaceLanguage(): LanguageCode {
  try {
    return parseInterfaceLanguage(localStorage.getItem(INTERFACE_LANGUAGE_KEY));
  } catch {
    return parseInterfaceLanguage(null);
  }
}

export function writeInterfaceLanguage(code: LanguageCode): void {
  try {
    localStorage.setItem(INTERFACE_LANGUAGE_KEY, code);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}
