import { LANGUAGE_CODES, type LanguageCode } from '@woohoo/shared/languages';
import { MALL_COLOURS } from '@woohoo/shared/mall-colours';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { describeOption, describeVariantOptions } from './describe-option';

const localeFiles = import.meta.glob<object>('../../../locales/*.json', { eager: true, import: 'default' });

/** i18next's `t` for one language, English as its fallback, as the app sets it up. */
function translatorFor(code: LanguageCode): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    resources: {
      [code]: { translation: localeFiles[`../../../locales/${code}.json`] ?? {} },
      en_US: { translation: localeFiles['../../../locales/en_US.json'] ?? {} },
    },
    lng: code,
    fallbackLng: 'en_US',
    initAsync: false,
  });
  return instance.t;
}

const english = translatorFor('en_US');

describe('describeOption (docs/mall.md "Variants")', () => {
  for (const code of LANGUAGE_CODES) {
    it(`names every known colour in ${code}`, () => {
      const t = translatorFor(code);
      for (const colour of MALL_COLOURS) {
        const name = describeOption(colour, t, code.replace('_', '-'));
        expect(name, colour).not.toBe(colour);
        if (code !== 'en_US') expect(name, colour).not.toBe(describeOption(colour, english, 'en-US'));
      }
    });
  }

  it('reads a colour in any case, with "gray" for "grey", and keeps an unknown one as typed', () => {
    const t = translatorFor('ru_RU');
    expect(describeOption('Black', t, 'ru-RU')).toBe('Чёрный');
    expect(describeOption(' GRAY ', t, 'ru-RU')).toBe('Серый');
    expect(describeOption('Grey', english, 'en-US')).toBe('Grey');
    expect(describeOption('Midnight teal', t, 'ru-RU')).toBe('Midnight teal');
  });

  it('writes a measured size with the language unit, and keeps letter sizes', () => {
    const unit = (tag: string, value: number, name: string) =>
      new Intl.NumberFormat(tag, {
        numberingSystem: 'latn',
        style: 'unit',
        unit: name,
        unitDisplay: 'short',
      }).format(value);
    expect(describeOption('41 mm', english, 'en-US')).toBe('41 mm');
    expect(describeOption('41 mm', translatorFor('ru_RU'), 'ru-RU')).toBe(unit('ru-RU', 41, 'millimeter'));
    expect(describeOption('41 mm', translatorFor('ru_RU'), 'ru-RU')).not.toBe('41 mm');
    expect(describeOption('500 ml', translatorFor('zh_CN'), 'zh-CN')).toBe(unit('zh-CN', 500, 'milliliter'));
    expect(describeOption('500ml', translatorFor('fa_IR'), 'fa-IR')).toBe(unit('fa-IR', 500, 'milliliter'));
    expect(describeOption('XL', translatorFor('ja_JP'), 'ja-JP')).toBe('XL');
    expect(describeOption('L', translatorFor('ja_JP'), 'ja-JP')).toBe('L');
  });

  it('joins size and colour in one line, and gives nothing for a variant without options', () => {
    const t = translatorFor('km_KH');
    expect(describeVariantOptions({ size: 'M', colour: 'Black' }, t, 'km-KH')).toBe('M · ពណ៌ខ្មៅ');
    expect(describeVariantOptions({ size: null, colour: 'White' }, english, 'en-US')).toBe('White');
    expect(describeVariantOptions({ size: null, colour: null }, t, 'km-KH')).toBe('');
    expect(describeVariantOptions(undefined, t, 'km-KH')).toBe('');
  });
});
