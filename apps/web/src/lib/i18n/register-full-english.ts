import { DEFAULT_LANGUAGE } from '@woohoo/shared/languages';
import englishText from '../../locales/en_US.json?raw';
import { installListFormat } from '../format/format-list';
import { i18n } from './i18n';
import { toI18nextLng } from './language-codes';

let registered = false;

/**
 * Adds every English string to i18next. The main chunk carries only the sections the shell and
 * the home page use (see i18n.ts); every other page loads this with its code, before it
 * renders (app/app-routes.tsx). English is also the fallback of every other language, so it is
 * registered whatever the interface language is.
 *
 * Imported as raw text on purpose: a module lives in one chunk, so importing the JSON module here
 * too would pull every string the lazy pages use into the main chunk. `?raw` makes it a separate
 * module that only the lazy chunks load.
 */
export function registerFullEnglish(): void {
  if (registered) return;
  registered = true;
  i18n.addResourceBundle(toI18nextLng(DEFAULT_LANGUAGE), 'translation', JSON.parse(englishText), true, false);
  installListFormat(i18n);
}
