import { LANGUAGE_CODES } from '@woohoo/shared/languages';
import { describe, expect, it } from 'vitest';
import {
  fromI18nextLng,
  parseInterfaceLanguage,
  toAntdLocaleName,
  toI18nextLng,
  toSessionLang,
  toSystemLang,
} from './language-codes';

describe('toSystemLang (SPEC 4 language mapping)', () => {
  it('maps zh to zh_CN, en to en and hk to zh_TW', () => {
    expect(toSystemLang('zh')).toBe('zh_CN');
    expect(toSystemLang('en')).toBe('en');
    expect(toSystemLang('hk')).toBe('zh_TW');
  });
  it('resolves other short codes to a shipped language', () => {
    expect(toSystemLang('fa')).toBe('fa_IR');
    expect(toSystemLang('ja')).toBe('ja_JP');
  });
  it('falls back to en_US for unknown codes', () => {
    expect(toSystemLang('xx')).toBe('en_US');
  });
});

describe('toSessionLang', () => {
  it('gives the short session codes of the spec', () => {
    expect(toSessionLang('zh_CN')).toBe('zh');
    expect(toSessionLang('zh_TW')).toBe('hk');
    expect(toSessionLang('en_US')).toBe('en');
    expect(toSessionLang('vi_VN')).toBe('vi');
  });
  it('round-trips through toSystemLang for the three spec codes', () => {
    expect(toSystemLang(toSessionLang('zh_CN'))).toBe('zh_CN');
    expect(toSystemLang(toSessionLang('zh_TW'))).toBe('zh_TW');
  });
});

describe('parseInterfaceLanguage (SPEC 1)', () => {
  it('defaults to en_US', () => {
    expect(parseInterfaceLanguage(null)).toBe('en_US');
    expect(parseInterfaceLanguage('')).toBe('en_US');
    expect(parseInterfaceLanguage('klingon')).toBe('en_US');
  });
  it('keeps every shipped code', () => {
    for (const code of LANGUAGE_CODES) expect(parseInterfaceLanguage(code)).toBe(code);
  });
  it('accepts browser-style tags', () => {
    expect(parseInterfaceLanguage('zh-TW')).toBe('zh_TW');
  });
});

describe('locale names for libraries', () => {
  it('gives i18next BCP 47 tags', () => {
    expect(toI18nextLng('fa_IR')).toBe('fa-IR');
  });
  it('maps languages antd-mobile lacks', () => {
    expect(toAntdLocaleName('km_KH')).toBe('en-US');
    expect(toAntdLocaleName('pt_PT')).toBe('pt-BR');
    expect(toAntdLocaleName('zh_TW')).toBe('zh-TW');
  });
});

describe('fromI18nextLng', () => {
  it('reads i18next tags back', () => {
    expect(fromI18nextLng('fa-IR')).toBe('fa_IR');
    expect(fromI18nextLng(undefined)).toBe('en_US');
  });
});
