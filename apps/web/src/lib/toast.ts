import { TOAST_DURATION_MS } from '@woohoo/shared/constants';
import { Toast } from 'antd-mobile';

/** SPEC 9: toasts last 2000 ms. Shown near the top (issue 6): never over the button just pressed. */
export function showToast(content: string): void {
  Toast.show({ content, duration: TOAST_DURATION_MS, position: 'top' });
}
