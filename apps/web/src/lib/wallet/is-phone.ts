/** What the browser tells about the device, read once by `readDeviceTraits` (or made in a test). */
export type DeviceTraits = {
  userAgent: string;
  /** `(pointer: coarse)`: the main pointer is a finger. */
  coarsePointer: boolean;
  /** The shorter side of the screen in CSS pixels. */
  shortSidePx: number;
};

/** Phones' own user-agent tokens (Android phones say "Mobile"; Android tablets do not). */
const PHONE_USER_AGENT = /\b(iPhone|iPod|Android.*Mobile|Mobile Safari|IEMobile|Opera Mini|Windows Phone)\b/i;

/** Under this a touch screen is a phone's (the largest phones are about 480 CSS px wide). */
const PHONE_SHORT_SIDE_MAX_PX = 600;

/**
 * Whether the page runs on a phone, where a wallet is an app to open the page in rather than an
 * extension to install (docs/rules.md "Wallet apps on phones"): the user agent says so, or,
 * when it does not (an iPhone asking for the desktop site, in-app browsers of chat apps that
 * rewrite it), a finger is the pointer and the screen is a phone's size. Tablets, whose short
 * side is 744 px and more, count as computers: they get the QR code for a phone.
 */
export function isPhone(traits: DeviceTraits): boolean {
  if (PHONE_USER_AGENT.test(traits.userAgent)) return true;
  return traits.coarsePointer && traits.shortSidePx > 0 && traits.shortSidePx <= PHONE_SHORT_SIDE_MAX_PX;
}

/** The device traits of this browser. */
export function readDeviceTraits(): DeviceTraits {
  return {
    userAgent: navigator.userAgent,
    coarsePointer: window.matchMedia('(pointer: coarse)').matches,
    shortSidePx: Math.min(window.screen.width, window.screen.height),
  };
}
