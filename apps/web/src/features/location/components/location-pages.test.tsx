import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderPage, textOf } from '../../../testing/render-page';
import { ChooseLocationPage } from './choose-location-page';
import { OpenLocationPage } from './open-location-page';

const client = () => new QueryClient();

describe('OpenLocationPage', () => {
  it('shows the position with a geo: link for the maps app and an https map', () => {
    const html = renderPage(
      client(),
      <OpenLocationPage />,
      '/open-location?value1=38.7078712&value2=-9.1365919&value3=Rua%20Augusta%20100',
    );
    expect(textOf(html)).toContain('Rua Augusta 100 Coordinates 38.70787, -9.13659 Open in maps app');
    expect(html).toContain('href="geo:38.70787,-9.13659?q=38.70787,-9.13659(Rua%20Augusta%20100)"');
    expect(html).toContain(
      'href="https://www.openstreetmap.org/?mlat=38.70787&amp;mlon=-9.13659#map=17/38.70787/-9.13659"',
    );
    expect(html).not.toContain('open-location-invalid');
  });

  it.each([
    ['no position', '/open-location'],
    ['a missing longitude', '/open-location?value1=38.7'],
    ['words', '/open-location?value1=north&value2=west'],
    ['a latitude past the pole', '/open-location?value1=91&value2=10'],
  ])('says so clearly for %s, with no map link', (_, path) => {
    const html = renderPage(client(), <OpenLocationPage />, path);
    expect(textOf(html)).toContain('This link has no valid position');
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('geo:');
  });
});

describe('ChooseLocationPage', () => {
  it('offers to share the position or to type coordinates or a place', () => {
    const html = renderPage(
      client(),
      <ChooseLocationPage fallbackReturnTo="/pages/my/Addandmodifyaddress" />,
    );
    const text = textOf(html);
    expect(text).toContain('Share your position');
    expect(text).toContain('Use my current position');
    expect(text).toContain('Coordinates or place');
    expect(text).toContain('Use what I typed');
    expect(text).not.toContain('Coming soon');
  });
});
