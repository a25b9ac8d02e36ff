import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import {
  clearLocationPick,
  finishLocationPick,
  startLocationPick,
} from '../../../lib/location/location-pick-store';
import { renderPage, textOf } from '../../../testing/render-page';
import { dropAddressDraft, keepAddressDraft } from '../utils/address-draft';
import { AddressFormPage } from './address-form-page';

vi.mock('../../../lib/api', () => ({
  api: { request: vi.fn(() => new Promise(() => {})), call: vi.fn(() => new Promise(() => {})) },
}));

const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
const ADD_PATH = paths.addAddress();
const DRAFT = {
  name: 'Ana Silva',
  phone: '+351912345678',
  region: 'Lisboa',
  street: 'Rua Augusta 100',
  postcode: '1100-053',
  location: null,
  isDefault: false,
};

function renderAddForm() {
  return renderPage(new QueryClient(), <AddressFormPage address={ADDRESS} mode="add" />, ADD_PATH);
}

/** The value of the <input> labelled by a field of the form. */
function inputValue(html: string, field: string): string | undefined {
  const match = html.match(new RegExp(`id="[^"]*-${field}"[^>]*value="([^"]*)"`));
  return match?.[1];
}

afterEach(() => {
  clearLocationPick();
  dropAddressDraft();
});

describe('AddressFormPage and /choose-location', () => {
  it('offers to choose a location while the address has none', () => {
    const text = textOf(renderAddForm());
    expect(text).toContain('Location on the map');
    expect(text).toContain('No location yet');
    expect(text).toContain('Choose location');
  });

  it('comes back with the fields typed before and the position chosen, linked to /open-location', () => {
    keepAddressDraft(ADD_PATH, DRAFT);
    startLocationPick(ADD_PATH);
    finishLocationPick({ kind: 'position', position: { latitude: 38.70787, longitude: -9.13659 } }, '/x');
    const html = renderAddForm();
    expect(inputValue(html, 'name')).toBe('Ana Silva');
    expect(textOf(html)).toContain('38.70787, -9.13659 Change location Remove location');
    expect(html).toContain(
      'href="/open-location?value1=38.70787&amp;value2=-9.13659&amp;value3=Rua+Augusta+100"',
    );
  });

  it('puts a typed place in the street line', () => {
    keepAddressDraft(ADD_PATH, DRAFT);
    startLocationPick(ADD_PATH);
    finishLocationPick({ kind: 'place', place: 'Praça do Comércio, Lisboa' }, '/x');
    const html = renderAddForm();
    expect(inputValue(html, 'street')).toBe('Praça do Comércio, Lisboa');
    expect(textOf(html)).toContain('No location yet');
  });

  it("ignores a location chosen for another page's form", () => {
    startLocationPick(paths.modifyAddress('3'));
    finishLocationPick({ kind: 'position', position: { latitude: 1, longitude: 2 } }, '/x');
    expect(textOf(renderAddForm())).toContain('No location yet');
  });
});
