/**
 * What the page shows of the user's activity, read from the DOM so that no feature has to report
 * it (see decide-update.ts). `watchFirstInteraction` runs from the start; the rest is read when
 * a new version is ready.
 */
let interacted = false;

/** Remembers the user's first touch, click or key press on the page. */
export function watchFirstInteraction(target: Window): void {
  const mark = (): void => {
    interacted = true;
    target.removeEventListener('pointerdown', mark, true);
    target.removeEventListener('keydown', mark, true);
  };
  target.addEventListener('pointerdown', mark, { capture: true, passive: true });
  target.addEventListener('keydown', mark, { capture: true, passive: true });
}

export function hasInteracted(): boolean {
  return interacted;
}

const TEXT_FIELDS = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea';

/** A field the user can type in that is not empty. */
export function hasFilledField(root: ParentNode): boolean {
  return Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)).some(
    (field) => !field.readOnly && !field.disabled && field.value.trim() !== '',
  );
}

/** An open sheet, popup or dialog (antd-mobile keeps closed ones in the DOM, hidden). */
export function hasOpenDialog(root: ParentNode): boolean {
  return Array.from(root.querySelectorAll<HTMLElement>('[role="dialog"], [aria-modal="true"]')).some(
    (element) => element.getClientRects().length > 0,
  );
}
