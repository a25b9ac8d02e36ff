import type { AddressBody } from '@woohoo/shared/api/mall';
import type { ChosenLocation } from '../../../lib/location/location-pick-store';

export type AddressDraft = Required<AddressBody>;

/** The address form's fields while the user is away on /choose-location, by the form's path. */
let saved: { path: string; body: AddressDraft } | null = null;

export function keepAddressDraft(path: string, body: AddressDraft): void {
  saved = { path, body };
}

/** The draft kept for the form at `path`, if any (kept until dropAddressDraft). */
export function addressDraftFor(path: string): AddressDraft | undefined {
  return saved?.path === path ? saved.body : undefined;
}

export function dropAddressDraft(): void {
  saved = null;
}

/**
 * The form's fields with what /choose-location handed back: a position becomes the address's
 * location; a typed place (no geocoding, docs/rules.md "Locations on a delivery address") becomes
 * its street line.
 */
export function withChosenLocation(body: AddressDraft, chosen: ChosenLocation | undefined): AddressDraft {
  if (!chosen) return body;
  return chosen.kind === 'position'
    ? { ...body, location: chosen.position }
    : { ...body, street: chosen.place };
}
