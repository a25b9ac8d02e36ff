import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * antd-mobile v5 renders its imperative Toast and Dialog with ReactDOM.render, which React 19
 * removed; its "v5 for React 19" guide has us hand it a createRoot-based render instead. (The
 * toast's duration is set where the toast loads, lib/toast.ts.)
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
}
