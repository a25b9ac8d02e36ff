import type { Position } from '@woohoo/shared/location';
import { createValueStore } from '../create-value-store';

/** What /choose-location hands back: a position, or the text of a place when one was typed. */
export type ChosenLocation = { kind: 'position'; position: Position } | { kind: 'place'; place: string };

/**
 * A location being picked for a page (docs/rules.md "Locations on a delivery address"): the
 * page that asked (`returnTo`, its path and query) and, once chosen, the result. It lives in memory
 * like the page's draft: a pick outlives the trip to /choose-location and back, not a reload.
 */
export type LocationPick = { returnTo: string; chosen?: ChosenLocation };

export const locationPickStore = createValueStore<LocationPick | null>(null);

/** A page asks for a location: /choose-location will hand it back to `returnTo`. */
export function startLocationPick(returnTo: string): void {
  locationPickStore.set({ returnTo });
}

/** Whether a page has asked for a location that has not been chosen yet. */
export function isLocationPickPending(): boolean {
  const pick = locationPickStore.get();
  return pick !== null && pick.chosen === undefined;
}

/** /choose-location records the choice; without a page that asked, it goes to `fallbackReturnTo`. */
export function finishLocationPick(chosen: ChosenLocation, fallbackReturnTo: string): LocationPick {
  const returnTo = isLocationPickPending() ? locationPickStore.get()?.returnTo : undefined;
  const pick = { returnTo: returnTo ?? fallbackReturnTo, chosen };
  locationPickStore.set(pick);
  return pick;
}

/** The location chosen for the page at `path` (path and query), if there is one waiting. */
export function chosenLocationFor(path: string): ChosenLocation | undefined {
  const pick = locationPickStore.get();
  return pick?.returnTo === path ? pick.chosen : undefined;
}

/** Drops a pick once its page has taken the result. */
export function clearLocationPick(): void {
  locationPickStore.set(null);
}
