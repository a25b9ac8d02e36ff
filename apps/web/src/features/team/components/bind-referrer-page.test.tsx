// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { EndpointRoute } from '@woohoo/shared/endpoints/endpoint';
import * as routes from '@woohoo/shared/endpoints/routes';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { api } from '../../../lib/api';
import { renderInteractive } from '../../../testing/render-interactive';
import { BindReferrerPage } from './bind-referrer-page';

vi.mock('../../../lib/api', () => ({ api: { request: vi.fn(), call: vi.fn() } }));

/** The client's call, loosely typed: the test answers per endpoint. */
const call = api.call as unknown as Mock<(route: EndpointRoute, input?: unknown) => Promise<unknown>>;
const ME = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
const MY_REFERRAL = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';

function answer(refusal: string | null) {
  call.mockImplementation((route) => {
    if (route === routes.team.summary) return Promise.resolve({ referrer: null });
    if (route === routes.team.bindCheck) return Promise.resolve({ referrer: MY_REFERRAL, refusal });
    return new Promise(() => {});
  });
}

const routesCalled = () => call.mock.calls.map(([route]) => route);

afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('BindReferrerPage', () => {
  it('says on the field that an address in my own team cannot be my referrer, before any confirmation', async () => {
    answer('referrerCycle');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { user } = renderInteractive(client, <BindReferrerPage address={ME} />);
    const field = await screen.findByRole('textbox', { name: 'Referrer address' });
    await user.type(field, MY_REFERRAL);
    await user.click(screen.getByRole('button', { name: 'Bind referrer' }));

    const message = 'This address is in your own team, so it cannot be your referrer';
    await waitFor(() => expect(screen.getByTestId('bind-message').textContent).toBe(message));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(routesCalled()).not.toContain(routes.team.bind);
    expect(call).toHaveBeenCalledWith(routes.team.bindCheck, { query: { referrer: MY_REFERRAL } });

    // It stays while the address does; another address starts over.
    await user.click(screen.getByRole('button', { name: 'Bind referrer' }));
    expect(screen.getByTestId('bind-message').textContent).toBe(message);
    await user.type(field, '{Backspace}4');
    expect(screen.getByTestId('bind-message').textContent).toBe('');
  });

  it('opens the permanent confirmation when the server would bind the address', async () => {
    answer(null);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { user } = renderInteractive(client, <BindReferrerPage address={ME} />);
    await user.type(await screen.findByRole('textbox', { name: 'Referrer address' }), MY_REFERRAL);
    await user.click(screen.getByRole('button', { name: 'Bind referrer' }));
    expect(await screen.findByRole('dialog', { name: 'Bind this referrer?' })).toBeTruthy();
    expect(routesCalled()).not.toContain(routes.team.bind);
  });
});
