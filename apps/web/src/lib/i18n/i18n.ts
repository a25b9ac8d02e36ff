import { DEFAULT_LANGUAGE, isRightToLeft, type LanguageCode } from '@woohoo/shared/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enUS from '../../locales/en_US.json';
import {
  app,
  auth,
  common,
  dates,
  errors,
  gate,
  home,
  language,
  page,
  pwa,
  route,
  tabs,
  wallet,
} from '../../locales/en_US.json';
import { readDateWords } from '../format/date-words';
import { setDisplayLocale } from '../format/display-locale';
import { writeDocumentLanguage } from './hold-document-language';
import { toI18nextLng } from './language-codes';

export type LocaleResource = typeof enUS;

/**
 * The English sections the app shell (with its sign-in gate) and the home page need. Named
 * imports let the bundler leave the other sections out of the main chunk; the pages that use
 * them register them when they load (see register-full-english.ts). A section missing here and
 * not registered by its page shows its keys instead of text, so add new shell sections to this
 * list.
 */
const englishCore = {
  app,
  auth,
  common,
  dates,
  errors,
  gate,
  home,
  language,
  page,
  pwa,
  route,
  tabs,
  wallet,
};

/**
 * English (the default, and every other language's fallback) ships in the main bundle, as far as
 * the shell and home need it; the other 13 files are separate chunks loaded when picked, each
 * with every string.
 */
const localeLoaders = import.meta.glob<{ default: LocaleResource }>([
  '../../locales/*.json',
  '!../../locales/en_US.json',
]);

export const i18n = i18next.createInstance();

/**
 * The languages with styles of their own (load-language-styles.ts: a script font, Persian's
 * right-to-left fixes); the loader itself is fetched only for them.
 */
const LANGUAGES_WITH_STYLES: ReadonlySet<LanguageCode> = new Set(['fa_IR', 'km_KH', 'th_TH']);

async function loadStylesOf(code: LanguageCode): Promise<void> {
  if (!LANGUAGES_WITH_STYLES.has(code)) return;
  const { loadLanguageStyles } = await import('./load-language-styles');
  await loadLanguageStyles(code);
}

/** Fetches a language's strings once and registers them with i18next. */
export async function loadLocale(code: LanguageCode): Promise<void> {
  const lng = toI18nextLng(code);
  if (i18n.hasResourceBundle(lng, 'translation')) return;
  const load = localeLoaders[`../../locales/${code}.json`];
  if (!load) throw new Error(`No locale file for ${code}`);
  const module = await load();
  i18n.addResourceBundle(lng, 'translation', module.default, true, true);
}

/** Starts i18next with English in memory; call applyLanguage next for the stored language. */
export async function initI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { [toI18nextLng(DEFAULT_LANGUAGE)]: { translation: englishCore } },
    lng: toI18nextLng(DEFAULT_LANGUAGE),
    fallbackLng: toI18nextLng(DEFAULT_LANGUAGE),
    load: 'currentOnly',
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });
}

/**
 * Switches i18next, the language numbers and dates are written in, and the document (lang, and
 * dir: Persian is right-to-left), with the script's web font for Persian, Khmer and Thai. Styles
 * that fail to load leave the system font in place rather than the language unapplied.
 */
export async function applyLanguage(code: LanguageCode): Promise<void> {
  await Promise.all([
    loadLocale(code),
    loadStylesOf(code).catch((error: unknown) =>
      console.error(`Could not load the styles of ${code}`, error),
    ),
  ]);
  const lng = toI18nextLng(code);
  // The language's date words write its dates where the browser's Intl lacks it (Khmer in Chromium).
  setDisplayLocale(lng, readDateWords(i18n.getResourceBundle(lng, 'translation')?.dates));
  await i18n.changeLanguage(lng);
  if (typeof document !== 'undefined') {
    writeDocumentLanguage(document.documentElement, { lang: lng, dir: isRightToLeft(code) ? 'rtl' : 'ltr' });
  }
}
