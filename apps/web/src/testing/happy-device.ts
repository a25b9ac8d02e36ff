import type { Window as HappyWindow } from 'happy-dom';

const DESKTOP = { width: 1280, height: 800, touchPoints: 0 };
const PHONE = { width: 390, height: 844, touchPoints: 5 };

/**
 * Makes the happy-dom window of a component test a phone (390x844, a touch screen) or a
 * computer (1280x800, a mouse): the viewport, the screen and `(pointer: coarse)` follow. The user
 * agent stays happy-dom's own, a desktop one, as a phone browser that hides its model would.
 */
export function useDevice(kind: 'phone' | 'desktop'): void {
  const device = kind === 'phone' ? PHONE : DESKTOP;
  const happyDOM = (window as unknown as HappyWindow).happyDOM;
  happyDOM.setViewport({ width: device.width, height: device.height });
  happyDOM.settings.navigator.maxTouchPoints = device.touchPoints;
  Object.assign(window.screen, { width: device.width, height: device.height });
}
