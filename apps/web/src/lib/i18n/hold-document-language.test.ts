import { describe, expect, it } from 'vitest';
import { holdDocumentLanguage, writeDocumentLanguage } from './hold-document-language';

describe('the document language', () => {
  it('lays an English screen out left to right over a Persian interface, and puts Persian back after', () => {
    const root = { lang: '', dir: '' };
    writeDocumentLanguage(root, { lang: 'fa-IR', dir: 'rtl' });
    expect(root).toEqual({ lang: 'fa-IR', dir: 'rtl' });
    const release = holdDocumentLanguage(root, { lang: 'en', dir: 'ltr' });
    expect(root).toEqual({ lang: 'en', dir: 'ltr' });
    release();
    expect(root).toEqual({ lang: 'fa-IR', dir: 'rtl' });
  });

  it('keeps the held language when the interface language is applied meanwhile, and applies it after', () => {
    const root = { lang: '', dir: '' };
    writeDocumentLanguage(root, { lang: 'en-US', dir: 'ltr' });
    const release = holdDocumentLanguage(root, { lang: 'en', dir: 'ltr' });
    // The saved language finishes loading after the console opened.
    writeDocumentLanguage(root, { lang: 'fa-IR', dir: 'rtl' });
    expect(root).toEqual({ lang: 'en', dir: 'ltr' });
    release();
    expect(root).toEqual({ lang: 'fa-IR', dir: 'rtl' });
  });
});
