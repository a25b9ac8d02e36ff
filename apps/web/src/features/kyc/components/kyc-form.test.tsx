// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { EndpointRoute } from '@woohoo/shared/endpoints/endpoint';
import * as routes from '@woohoo/shared/endpoints/routes';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { api } from '../../../lib/api';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { renderInteractive } from '../../../testing/render-interactive';
import { makeKycChallenge, makeKycStatus } from '../testing/kyc-factories';
import { KycPage } from './kyc-page';

vi.mock('../../../lib/api', () => ({ api: { request: vi.fn(), call: vi.fn() } }));

/** The client's call, loosely typed: the test answers per endpoint. */
const call = api.call as unknown as Mock<(route: EndpointRoute) => Promise<unknown>>;
const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';

/** The server of a user who never asked for a code: the status answers a little later, as on a phone. */
function answerNoCodeYet() {
  call.mockImplementation((route) => {
    if (route === routes.kyc.status)
      return new Promise((resolve) => setTimeout(() => resolve(makeKycStatus({ resendInSec: 0 })), 30));
    if (route === routes.kyc.challenge) return Promise.resolve(makeKycChallenge());
    return new Promise(() => {});
  });
}

afterEach(cleanup);

describe('KycForm resend countdown', () => {
  it('offers "Send code" on a second visit, while the status is refetched behind the cached one', async () => {
    answerNoCodeYet();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = renderInteractive(client, <KycPage address={ADDRESS} />);
    await screen.findByTestId('kyc-send');
    first.unmount();

    // Back, then KYC certification again: the cached status shows while a fresh one is read.
    const before = client.getQueryState(endpointKey(routes.kyc.status, ADDRESS))?.dataUpdatedAt ?? 0;
    const { user } = renderInteractive(client, <KycPage address={ADDRESS} />);
    await waitFor(() =>
      expect(client.getQueryState(endpointKey(routes.kyc.status, ADDRESS))?.dataUpdatedAt).toBeGreaterThan(
        before,
      ),
    );
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'alice@example.com');

    expect(screen.getByTestId('kyc-send').textContent).toBe('Send code');
    expect(screen.getByTestId('kyc-code-hint').textContent).not.toContain('A code was sent a moment ago');
  });
});
