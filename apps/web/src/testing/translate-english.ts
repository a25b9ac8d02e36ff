import enUS from '../locales/en_US.json';

/** The i18next plural categories English has, as `Intl.PluralRules` picks them. */
const englishPlural = new Intl.PluralRules('en-US');

/**
 * i18next's `t` for English, enough for unit tests of pure describers: looks the key up in
 * en_US.json, picks `_one`/`_other` by `count` the way i18next does, and fills `{{name}}`.
 * Throws on a missing key, so a test fails when a text has no English string.
 */
export function translateEnglish(key: string, values: Record<string, string | number> = {}): string {
  const lookup = (path: string) =>
    path
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], enUS);
  const count = values.count;
  const plural = typeof count === 'number' ? lookup(`${key}_${englishPlural.select(count)}`) : undefined;
  const template = plural ?? lookup(key);
  if (typeof template !== 'string') throw new Error(`no English text for ${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
