import type { LanguageCode } from '@woohoo/shared/languages';

/**
 * The styles a language needs beyond the shell's, fetched when the language is applied and never
 * with an English user's first load (docs/rules.md "Languages, numbers and dates"):
 * - the web font of a script phones and desktops may lack: Vazirmatn for Persian, Noto Sans Khmer,
 *   Noto Sans Thai (fonts/*.css: the script's subset only, so Latin text and digits keep the
 *   system font; `font-display: swap`; each file fetched only when a page draws the script;
 *   theme.css puts the family first under `:lang()`);
 * - for Persian, right-to-left.css: the antd-mobile components that do not mirror by themselves.
 */
const loaders: Partial<Record<LanguageCode, () => Promise<unknown>>> = {
  fa_IR: () => Promise.all([import('./fonts/persian.css'), import('./right-to-left.css')]),
  km_KH: () => import('./fonts/khmer.css'),
  th_TH: () => import('./fonts/thai.css'),
};

/** Loads a language's own styles; nothing for the others. */
export async function loadLanguageStyles(code: LanguageCode): Promise<void> {
  await loaders[code]?.();
}
