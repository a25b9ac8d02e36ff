/**
 * A locale key with its values, some of which may be texts themselves: what a pure describer
 * (a reward line, a level condition) returns, so it can be tested against en_US.json and
 * rendered by any page with i18next's `t`. `count` picks the i18next plural form.
 */
export type Text<K extends string = string> = {
  key: K;
  values?: { count?: number } & Record<string, string | number | Text<K>>;
};

/** The `t` a text needs: i18next's, called through its untyped signature (see renderText). */
export type Translate<K extends string = string> = (
  key: K,
  values: Record<string, string | number>,
) => string;

/**
 * Resolves a text and its nested texts with `t`. The keys are checked where the texts are made
 * (a union of locale keys); i18next's typed options cannot follow a union of keys with different
 * placeholders, so callers pass `t` cast to `Translate`.
 */
export function renderText<K extends string>(t: Translate<K>, text: Text<K>): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values ?? {})) {
    if (value !== undefined) values[name] = typeof value === 'object' ? renderText(t, value) : value;
  }
  return t(text.key, values);
}
