import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from '../fixtures/api-user';
import { connectDevWalletAndSignIn, openApp, sessionToken } from '../fixtures/app-page';
import { screenshot } from '../fixtures/browser';
import { sharedStack } from '../fixtures/shared-stack';
import { connectWorkerBrowser } from '../fixtures/worker-browser';

const chromiumPath = inject('chromiumPath');

/** Where the browser says the phone is: Praça do Comércio, Lisbon, to more decimals than are kept. */
const LISBON = { latitude: 38.7078712, longitude: -9.1365919 };

type Envelope<T> = { code: number; data: T };

/**
 * SPEC 2's system pages at 390x844 (docs/rules.md "Locations on a delivery address"): the address
 * form asks /choose-location, which reads the position the browser shares and hands it back; the
 * saved address keeps it and /open-location offers it to a maps app. A refused permission is
 * named on the page.
 */
describe.skipIf(!chromiumPath)('choose and open a location (390x844)', () => {
  const { baseUrl } = sharedStack();
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectWorkerBrowser(chromiumPath);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('takes the shared position into a delivery address and opens it with a geo: link', async () => {
    const { context, page } = await openApp(browser, baseUrl, {
      devWalletAccount: 4,
      setup: async (ctx) => {
        await ctx.grantPermissions(['geolocation'], { origin: baseUrl });
        await ctx.setGeolocation({ ...LISBON, accuracy: 10 });
      },
    });
    await connectDevWalletAndSignIn(page);
    await page.goto('/#/pages/my/Addandmodifyaddress');
    await page.getByLabel('Recipient name').fill('Rita Costa');
    await page.getByLabel('Phone with country code').fill('+351 912 000 111');
    await page.getByLabel('Country, province and city').fill('Portugal, Lisboa');
    await page.getByLabel('Street address').fill('Praça do Comércio 1');
    await page.getByLabel('Postcode').fill('1100-148');
    await page.getByRole('button', { name: 'Choose location' }).click();

    await page.waitForURL(/#\/choose-location$/);
    await page.getByRole('button', { name: 'Use my current position' }).click();
    await expect(page.getByTestId('location-found').textContent()).resolves.toBe('38.70787, -9.13659');
    await screenshot(page, '119-choose-location');
    await page.getByRole('button', { name: 'Use this location' }).click();

    // Back on the form, with what was typed before and the position.
    await page.waitForURL(/Addandmodifyaddress/);
    await expect(page.getByLabel('Recipient name').inputValue()).resolves.toBe('Rita Costa');
    await expect(page.getByTestId('address-location-value').textContent()).resolves.toBe(
      '38.70787, -9.13659',
    );
    await screenshot(page, '120-address-with-location');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/mall/addresses') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save address' }).click();
    const body = (await (await saved).json()) as Envelope<{ location: unknown }>;
    expect(body).toMatchObject({
      code: 10000,
      data: { location: { latitude: 38.70787, longitude: -9.13659 } },
    });

    // The API keeps it with the address.
    const token = await sessionToken(page);
    const addresses = await apiCall<{ name: string; location: unknown }[]>(baseUrl, '/api/mall/addresses', {
      token,
    });
    expect(addresses.find((a) => a.name === 'Rita Costa')?.location).toEqual({
      latitude: 38.70787,
      longitude: -9.13659,
    });

    // /open-location offers the maps app through geo: and a web map.
    await page.goto('/#/open-location?value1=38.70787&value2=-9.13659&value3=Rita%20Costa');
    await expect(page.getByTestId('open-location-geo').getAttribute('href')).resolves.toBe(
      'geo:38.70787,-9.13659?q=38.70787,-9.13659(Rita%20Costa)',
    );
    await expect(page.getByTestId('open-location-web').getAttribute('href')).resolves.toContain(
      'https://www.openstreetmap.org/?mlat=38.70787&mlon=-9.13659',
    );
    await expect(page.getByText('Coming soon').count()).resolves.toBe(0);
    await screenshot(page, '121-open-location');
    await page.goto('/#/open-location?value1=north');
    await page.getByTestId('open-location-invalid').waitFor();
    await context.close();
  });

  it('names a refused permission and still takes a typed position', async () => {
    // No permission granted: headless Chromium refuses the position, as a user pressing "Block".
    const { context, page } = await openApp(browser, baseUrl);
    await page.goto('/#/choose-location');
    await page.getByRole('button', { name: 'Use my current position' }).click();
    const failure = page.getByTestId('location-failure');
    await expect(failure.getAttribute('data-failure')).resolves.toBe('denied');
    await expect(failure.textContent()).resolves.toContain('Location permission was refused');
    await screenshot(page, '122-choose-location-refused');

    await page.getByLabel('Coordinates or place').fill('95, 10');
    await page.getByRole('button', { name: 'Use what I typed' }).click();
    await page.getByText('Latitude goes from -90 to 90').waitFor();
    await page.getByLabel('Coordinates or place').fill('41.14961, -8.61099');
    await page.getByRole('button', { name: 'Use what I typed' }).click();
    // Opened on its own, the choice starts a new address (behind the sign-in gate).
    await page.waitForURL(/Addandmodifyaddress/);
    await context.close();
  });
});
