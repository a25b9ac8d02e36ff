import { findMallColour } from '@woohoo/shared/mall-colours';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './seed-mall';

describe('the demo shop', () => {
  it('uses only colours the web app names in every language', () => {
    const colours = DEMO_PRODUCTS.flatMap((product) => product.variants.map(([, colour]) => colour));
    const unnamed = colours.filter((colour) => colour !== null && findMallColour(colour) === undefined);
    expect(colours.filter((colour) => colour !== null).length).toBeGreaterThan(0);
    expect(unnamed).toEqual([]);
  });
});
