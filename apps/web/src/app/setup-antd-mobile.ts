import { TOAST_DURATION_MS } from '@woohoo/shared/constants';
import { Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * antd-mobile v5 renders its imperative Toast and Dialog with ReactDOM.render, which React 19
 * removed; its "v5 for React 19" guide has us hand it a createRoot-based render instead.
 * Toasts last 2000 ms (SPEC 9).
 */
export function setupAntdMobile(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      // Let React finish the current commit before tearing the root down.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
  Toast.config({ duration: TOAST_DURATION_MS });
}
