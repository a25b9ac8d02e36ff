import type { LanguageCode } from '@woohoo/shared/languages';
import { setLanguage } from '../session/session-reducers';
import { updateSession } from '../session/session-store';
import { applyLanguage } from './i18n';
import { writeInterfaceLanguage } from './interface-language-storage';

/**
 * Switches the interface language, persists it (localStorage) and mirrors it into the session's
 * `systemlang`, which the request layer sends as the `lang` header.
 *
 * Decision: the session's systemlang follows the interface language instead of keeping the
 * spec's zh_CN default. With the default, an English interface (SPEC 1's default) would show
 * Chinese server messages in its toasts.
 */
export async function changeInterfaceLanguage(code: LanguageCode): Promise<void> {
  await applyLanguage(code);
  writeInterfaceLanguage(code);
  updateSession((state) => setLanguage(state, code));
}
