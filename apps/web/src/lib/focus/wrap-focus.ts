/**
 * Where Tab goes inside a modal dialog (WAI-ARIA APG "Dialog (Modal)"): past the last control back
 * to the first, before the first (Shift+Tab) to the last, and from outside the controls to the
 * first (or the last, going back). `null` when the browser's own order already stays inside.
 * `index` is the focused control's place among `count` controls, -1 when focus is on none.
 */
export function wrapFocus(count: number, index: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (index === -1) return backwards ? count - 1 : 0;
  if (backwards) return index === 0 ? count - 1 : null;
  return index === count - 1 ? 0 : null;
}
