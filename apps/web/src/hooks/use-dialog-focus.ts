import { useEffect, useRef, useState } from 'react';
import { wrapFocus } from '../lib/focus/wrap-focus';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) =>
    element.checkVisibility({ visibilityProperty: true }),
  );
}

/**
 * Makes a sheet or dialog modal for the keyboard (WAI-ARIA APG "Dialog (Modal)"), which
 * antd-mobile's Popup, CenterPopup and Dialog are not: while `open`, focus moves into the dialog
 * the returned ref is set on (or, for antd-mobile's Dialog, whose frame we do not render, the
 * dialog around it), Tab and Shift+Tab stay inside it, Escape calls `onClose`; when it closes,
 * focus goes back to what had it before (the button that opened it).
 */
export function useDialogFocus(open: boolean, onClose: () => void): (node: HTMLElement | null) => void {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open || !node) return;
    const dialog = node.closest<HTMLElement>('[role="dialog"]') ?? node;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The popup shows its body on the frame after it opens; focus waits for it.
    const frame = requestAnimationFrame(() => {
      if (dialog.contains(document.activeElement)) return;
      const first = focusableIn(dialog)[0];
      if (first) first.focus({ preventScroll: true });
      else dialog.focus({ preventScroll: true });
    });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = focusableIn(dialog);
      const index = controls.indexOf(document.activeElement as HTMLElement);
      const target = wrapFocus(controls.length, index, event.shiftKey);
      if (controls.length === 0) event.preventDefault();
      if (target === null) return;
      event.preventDefault();
      controls[target]?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown, true);
      const focus = document.activeElement;
      const lost = !focus || focus === document.body || dialog.contains(focus);
      if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, node]);

  return setNode;
}

/**
 * The attributes of the element useDialogFocus manages: a modal dialog, focusable as a whole,
 * named by its heading's id or by a label. One place for them, so no sheet forgets one.
 */
export function modalDialogProps(
  ref: (node: HTMLElement | null) => void,
  name: { labelledBy: string } | { label: string },
) {
  return {
    ref,
    role: 'dialog',
    'aria-modal': true,
    tabIndex: -1,
    ...('labelledBy' in name ? { 'aria-labelledby': name.labelledBy } : { 'aria-label': name.label }),
  } as const;
}
