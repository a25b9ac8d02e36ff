import { useLayoutEffect } from 'react';

type DocumentRoot = Pick<HTMLElement, 'lang' | 'dir'>;
type DocumentLanguage = { lang: string; dir: 'ltr' | 'rtl' };

/** The interface language's, as applyLanguage last wrote it. */
let chosen: DocumentLanguage | undefined;
/** A screen's own, while one holds the document (the operator console: English only). */
let held: DocumentLanguage | undefined;

function write(root: DocumentRoot, language: DocumentLanguage | undefined) {
  if (!language) return;
  root.lang = language.lang;
  root.dir = language.dir;
}

/**
 * The interface language's lang and dir go on the document, unless a screen holds it in its own
 * language: then they wait until it lets go.
 */
export function writeDocumentLanguage(root: DocumentRoot, language: DocumentLanguage): void {
  chosen = language;
  write(root, held ?? language);
}

/**
 * Holds the document in one language and direction, for a screen whose text is in that language
 * whatever the interface language is; answers how to let go, which puts the interface language
 * back. The document's, not an element's, because dialogs and toasts render outside the screen,
 * under the body; and a language applied meanwhile (the app loading the saved one) does not undo it.
 */
export function holdDocumentLanguage(root: DocumentRoot, language: DocumentLanguage): () => void {
  held = language;
  write(root, language);
  return () => {
    held = undefined;
    write(root, chosen);
  };
}

/** Holds the document in `lang` and `dir` while the calling component is mounted. */
export function useDocumentLanguage(lang: string, dir: 'ltr' | 'rtl'): void {
  useLayoutEffect(() => holdDocumentLanguage(document.documentElement, { lang, dir }), [lang, dir]);
}
