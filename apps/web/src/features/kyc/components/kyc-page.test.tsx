import { QueryClient } from '@tanstack/react-query';
import type { KycChallenge, KycStatus } from '@woohoo/shared/api/kyc';
import * as routes from '@woohoo/shared/endpoints/routes';
import { describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { renderPage, textOf } from '../../../testing/render-page';
import { makeKycChallenge, makeKycStatus } from '../testing/kyc-factories';
import { KycPage } from './kyc-page';

// Nothing reaches the network: a query without seeded data stays pending, as on a slow line.
vi.mock('../../../lib/api', () => ({
  api: { request: vi.fn(() => new Promise(() => {})), call: vi.fn(() => new Promise(() => {})) },
}));

const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';

/** A client with the KYC queries answered (or not, when left out). */
function makeClient(data: { status?: KycStatus; challenge?: KycChallenge }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  if (data.status) client.setQueryData(endpointKey(routes.kyc.status, ADDRESS), data.status);
  if (data.challenge) client.setQueryData(endpointKey(routes.kyc.challenge, ADDRESS), data.challenge);
  return client;
}

/** The opening tag of the element with a test id. */
function tagOf(html: string, testId: string): string {
  const match = html.match(new RegExp(`<[^>]*data-testid="${testId}"[^>]*>`));
  if (!match) throw new Error(`no ${testId}`);
  return match[0];
}

/** The <input> inside an antd-mobile Input, whose test id sits on its wrapper. */
function inputOf(html: string, testId: string): string {
  const match = html.match(new RegExp(`data-testid="${testId}"[^>]*>\\s*<input[^>]*>`));
  if (!match) throw new Error(`no input in ${testId}`);
  return match[0];
}

describe('KycPage', () => {
  it('shows a skeleton while the status loads', () => {
    const html = renderPage(makeClient({}), <KycPage address={ADDRESS} />);
    expect(html).toContain('data-testid="kyc-skeleton"');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('data-testid="kyc-status"');
  });

  it('says when the status could not be loaded, with a retry', () => {
    const client = makeClient({});
    const query = client.getQueryCache().build(client, { queryKey: endpointKey(routes.kyc.status, ADDRESS) });
    query.setState({ ...query.state, status: 'error', error: new Error('offline') });
    const text = textOf(renderPage(client, <KycPage address={ADDRESS} />));
    expect(text).toContain('Could not load your verification status');
    expect(text).toContain('Retry');
  });

  it('shows "not verified", why KYC1 matters, and the form with Send code and Verify disabled', () => {
    const html = renderPage(
      makeClient({ status: makeKycStatus(), challenge: makeKycChallenge() }),
      <KycPage address={ADDRESS} />,
    );
    const text = textOf(html);
    expect(tagOf(html, 'kyc-status')).toContain('data-level="0"');
    expect(text).toContain('Not verified');
    expect(text).toContain('KYC1 unlocks your ecosystem blind box.');
    expect(text).toContain(
      'an email address and a network address (IP) can complete KYC1 for one account only',
    );
    expect(text).toContain('It works once, for 10 minutes.');
    expect(inputOf(html, 'kyc-email')).toContain('type="email"');
    expect(html).toContain('src="data:image/svg+xml;base64,PHN2Zy8+"');
    expect(html).toContain('role="slider"');
    expect(tagOf(html, 'kyc-slider-handle')).toContain('aria-valuemax="256"');
    // The piece sits at the server's y: 58 of 160 px.
    expect(tagOf(html, 'kyc-puzzle-piece')).toContain('inset-block-start:36.25%');
    const code = inputOf(html, 'kyc-code');
    expect(code).toContain('inputMode="numeric"');
    expect(code).toContain('autoComplete="one-time-code"');
    expect(code).toContain('maxLength="6"');
    expect(tagOf(html, 'kyc-send')).toMatch(/disabled=""/);
    expect(text).toContain('Send code');
    expect(text).toContain('Enter your email address to get a code.');
    expect(tagOf(html, 'kyc-verify')).toMatch(/disabled=""/);
    expect(html).not.toContain('data-testid="kyc-email-bound"');
  });

  it('shows the security check loading while the first challenge comes', () => {
    const html = renderPage(makeClient({ status: makeKycStatus() }), <KycPage address={ADDRESS} />);
    expect(html).toContain('data-testid="kyc-email"');
    expect(html).not.toContain('role="slider"');
    expect(textOf(html)).toContain('Loading…');
    expect(tagOf(html, 'kyc-send')).toMatch(/disabled=""/);
  });

  it('continues the resend countdown of a code sent before the page opened', () => {
    const html = renderPage(
      makeClient({ status: makeKycStatus({ resendInSec: 42 }), challenge: makeKycChallenge() }),
      <KycPage address={ADDRESS} />,
    );
    const text = textOf(html);
    expect(text).toMatch(/Resend in 4[12] s/);
    expect(tagOf(html, 'kyc-send')).toMatch(/disabled=""/);
    expect(text).toContain('A code was sent a moment ago');
  });

  it('shows the verified state with the masked email and the date, and no form', () => {
    const status = makeKycStatus({
      level: 1,
      email: 'al***@example.com',
      verifiedAt: '2026-03-04T05:06:07.000Z',
    });
    const html = renderPage(makeClient({ status }), <KycPage address={ADDRESS} />);
    const text = textOf(html);
    expect(tagOf(html, 'kyc-status')).toContain('data-level="1"');
    expect(text).toContain('KYC1 completed');
    expect(text).toContain('Verified');
    expect(html).toMatch(/data-testid="kyc-email-bound"[^>]*>al\*\*\*@example\.com</);
    expect(text).toMatch(/Mar [45], 2026, \d\d:\d6:07/);
    expect(text).toContain('Ecosystem blind box unlocked');
    expect(html).toContain('href="/pages/blindbox/blindbox"');
    expect(html).not.toContain('data-testid="kyc-send"');
    expect(html).not.toContain('role="slider"');
  });
});
