/**
 * What the user is doing when a new version of the app is ready. A reload could lose something
 * when the user has touched the page at all, a field has text in it, or a sheet or dialog (a
 * confirmation) is open; or while a write or a signature is in flight (a react-query mutation:
 * every payment and the sign-in are one) or a call is behind the loading overlay.
 */
export type PageActivity = {
  interacted: boolean;
  fieldFilled: boolean;
  dialogOpen: boolean;
  mutationsInFlight: number;
  loadingOverlay: boolean;
};

/**
 * Our update rule: a wallet app never reloads under the user's hands. A new version found before
 * the user did anything (typically while the app starts) is applied at once, with one reload, as
 * soon as the calls of the start are done (`wait` until then); otherwise the user gets a small
 * "new version" banner and reloads when they choose. The next start applies a waiting version in
 * any case.
 */
export function decideUpdate(activity: PageActivity): 'apply-now' | 'wait' | 'offer' {
  if (activity.interacted || activity.fieldFilled || activity.dialogOpen) return 'offer';
  if (activity.mutationsInFlight > 0 || activity.loadingOverlay) return 'wait';
  return 'apply-now';
}

/** How often an open app asks the server whether there is a new version. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** A check when the app comes back to the foreground, unless one ran recently. */
export function isUpdateCheckDue(lastCheckMs: number, nowMs: number): boolean {
  return nowMs - lastCheckMs >= UPDATE_CHECK_INTERVAL_MS;
}
