/** The class names that are set, joined for a className prop: `classNames(styles.card, className)`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
