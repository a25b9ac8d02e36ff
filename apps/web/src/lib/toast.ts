import { TOAST_DURATION_MS } from '@woohoo/shared/constants';

type ToastModule = typeof import('antd-mobile/es/components/toast');

let toastModule: Promise<ToastModule> | undefined;

/** antd-mobile's Toast (and the animation library under it) loads with the first toast, not the first page. */
function loadToast(): Promise<ToastModule> {
  toastModule ??= import('antd-mobile/es/components/toast').then(
    (module) => {
      module.default.config({ duration: TOAST_DURATION_MS });
      return module;
    },
    (error: unknown) => {
      toastModule = undefined;
      throw error;
    },
  );
  return toastModule;
}

/** SPEC 9: toasts last 2000 ms. Shown near the top: never over the button just pressed. */
export function showToast(content: string): void {
  loadToast()
    .then(({ default: Toast }) => Toast.show({ content, duration: TOAST_DURATION_MS, position: 'top' }))
    .catch((error: unknown) => console.error('Could not show a toast:', content, error));
}
