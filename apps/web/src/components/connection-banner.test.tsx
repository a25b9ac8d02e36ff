// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import * as routes from '@woohoo/shared/endpoints/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { reportConnectivity } from '../lib/pwa/connectivity-store';
import { endpointKey } from '../lib/query/endpoint-query';
import { renderInteractive } from '../testing/render-interactive';
import { ConnectionBanner } from './connection-banner';

const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';

afterEach(() => {
  cleanup();
  reportConnectivity({ type: 'api', reachable: true });
});

describe('ConnectionBanner', () => {
  it('says balances could not be loaded when none are shown (an offline reload)', () => {
    renderInteractive(new QueryClient(), <ConnectionBanner />);
    act(() => reportConnectivity({ type: 'api', reachable: false }));
    expect(screen.getByTestId('connection-banner').textContent).toBe(
      'Cannot reach the service. Balances could not be loaded; actions need a connection.',
    );
  });

  it('says balances may be out of date while the ones read earlier are shown', () => {
    const client = new QueryClient();
    renderInteractive(client, <ConnectionBanner />);
    act(() => reportConnectivity({ type: 'api', reachable: false }));
    act(() => client.setQueryData(endpointKey(routes.assets.balances, ADDRESS), []));
    expect(screen.getByTestId('connection-banner').textContent).toBe(
      'Cannot reach the service. Balances may be out of date; actions need a connection.',
    );
  });
});
