import { describe, expect, it } from 'vitest';
import {
  chosenLocationFor,
  clearLocationPick,
  finishLocationPick,
  startLocationPick,
} from './location-pick-store';
import { geoUri, mapSiteUrl } from './map-links';
import { openLocationPath } from './open-location-path';

const LISBON = { latitude: 38.7078712, longitude: -9.1365919 };

describe('map links', () => {
  it('writes a geo: URI with the position again in q and the label in brackets', () => {
    expect(geoUri(LISBON, 'Rua Augusta & Co')).toBe(
      'geo:38.70787,-9.13659?q=38.70787,-9.13659(Rua%20Augusta%20%26%20Co)',
    );
    expect(geoUri(LISBON)).toBe('geo:38.70787,-9.13659?q=38.70787,-9.13659');
  });

  it('falls back to an https map with a marker', () => {
    expect(mapSiteUrl(LISBON)).toBe(
      'https://www.openstreetmap.org/?mlat=38.70787&mlon=-9.13659#map=17/38.70787/-9.13659',
    );
  });

  it('puts the position and label in value1..value3 of /open-location', () => {
    expect(openLocationPath({ latitude: 38.70787, longitude: -9.13659 }, 'Home')).toBe(
      '/open-location?value1=38.70787&value2=-9.13659&value3=Home',
    );
  });
});

describe('location pick', () => {
  it('hands the choice to the page that asked, and only to it', () => {
    startLocationPick('/pages/my/Modifydeliveryaddress?value1=7');
    const pick = finishLocationPick({ kind: 'place', place: 'Rua Augusta 100' }, '/fallback');
    expect(pick.returnTo).toBe('/pages/my/Modifydeliveryaddress?value1=7');
    expect(chosenLocationFor('/pages/my/Addandmodifyaddress')).toBeUndefined();
    expect(chosenLocationFor('/pages/my/Modifydeliveryaddress?value1=7')).toEqual({
      kind: 'place',
      place: 'Rua Augusta 100',
    });
    clearLocationPick();
    expect(chosenLocationFor('/pages/my/Modifydeliveryaddress?value1=7')).toBeUndefined();
  });

  it('goes to the fallback page when nobody asked, or the page that asked has had its answer', () => {
    startLocationPick('/pages/my/Addandmodifyaddress');
    finishLocationPick({ kind: 'place', place: 'Rua Augusta 100' }, '/fallback');
    expect(finishLocationPick({ kind: 'position', position: LISBON }, '/fallback').returnTo).toBe(
      '/fallback',
    );
    clearLocationPick();
  });
});
