import { QueryClient } from '@tanstack/react-query';
import type { Box } from '@woohoo/shared/api/boxes';
import * as routes from '@woohoo/shared/endpoints/routes';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { endpointKey } from '../../../lib/query/endpoint-query';
import { renderPage, textOf } from '../../../testing/render-page';
import { makeBox, makeBoxList, makeOpenedBox, makeProof, SERVER_SEED, usdt } from '../testing/box-factories';
import { type DrawInputs, revealedInputs } from '../utils/check-draw';
import { BlindBoxPage } from './blind-box-page';
import { MyBoxesPage } from './my-boxes-page';
import { OpenBoxPage } from './open-box-page';
import { DrawVerifier, VerifyBoxPage } from './verify-box-page';

// Nothing reaches the network: a query without seeded data stays pending, as on a slow line.
vi.mock('../../../lib/api', () => ({
  api: { request: vi.fn(() => new Promise(() => {})), call: vi.fn(() => new Promise(() => {})) },
}));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const coaching = makeBox({
  id: '43',
  kind: 'coaching',
  conditions: [{ key: 'activeDirects', current: '1', target: '3', met: false }],
});
const ecosystem = makeBox({
  id: '44',
  kind: 'ecosystem',
  conditions: [
    { key: 'kyc1', current: '0', target: '1', met: false },
    { key: 'activeDirects', current: '3', target: '5', met: false },
  ],
});

/** A client with the boxes answered (or not, when left out). */
function makeClient(boxes?: Box[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  if (boxes) client.setQueryData(endpointKey(routes.boxes.list, ADDRESS), makeBoxList(boxes));
  return client;
}

function failQuery(client: QueryClient, queryKey: readonly unknown[], error: Error) {
  const query = client.getQueryCache().build(client, { queryKey });
  query.setState({ ...query.state, status: 'error', error });
}

describe('BlindBoxPage (the tab)', () => {
  it('shows a skeleton, not the overlay, while myBoxLists loads', () => {
    const html = renderPage(makeClient(), <BlindBoxPage address={ADDRESS} />);
    expect(html).toContain('data-testid="boxes-skeleton"');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('data-testid="box-card"');
  });

  it('says when the boxes could not be loaded, with a retry', () => {
    const client = makeClient();
    failQuery(client, endpointKey(routes.boxes.list, ADDRESS), new Error('offline'));
    const text = textOf(renderPage(client, <BlindBoxPage address={ADDRESS} />));
    expect(text).toContain('Could not load your blind boxes');
    expect(text).toContain('Retry');
  });

  it('shows the three boxes locked, each with what unlocks it and how far along it is', () => {
    const html = renderPage(makeClient([makeBox(), coaching, ecosystem]), <BlindBoxPage address={ADDRESS} />);
    const text = textOf(html);
    expect(html.match(/data-testid="box-card"/g)).toHaveLength(3);
    expect(html.match(/data-state="locked"/g)).toHaveLength(3);
    for (const name of ['Tutorial box', 'Coaching box', 'Ecosystem box']) expect(text).toContain(name);
    expect(text).toContain('Open a box, win up to 200 USDT');
    expect(text).toContain('Unlocks with any one of');
    expect(text).toContain('30 of 100 USDT order');
    expect(text).toContain('0 of 1,000 USDT staked by a direct referral');
    expect(text).toContain('1 of 3 active direct referrals');
    expect(text).toContain('KYC1 not completed');
    expect(text).toContain('3 of 5 active direct referrals');
    expect(html).toContain('aria-valuenow="30"');
    expect(html).toContain('aria-valuenow="60"');
    expect(text).toContain('Prize table');
    expect(html).toContain('href="/pages/blindbox/myboxes"');
    expect(html).not.toContain('data-testid="box-open"');
  });

  it('offers to open an unlocked box, and shows an opened one with its prize, claim and verify', () => {
    const unlocked = makeBox({
      state: 'unopened',
      conditions: [{ key: 'order', current: usdt(100n), target: usdt(100n), met: true }],
    });
    const opened = makeOpenedBox({ id: '44', kind: 'ecosystem' });
    const html = renderPage(makeClient([unlocked, coaching, opened]), <BlindBoxPage address={ADDRESS} />);
    const text = textOf(html);
    expect(text).toContain('Ready to open');
    expect(html).toMatch(/data-testid="box-open"[^>]*>[\s\S]*?Open box/);
    expect(text).toContain('Opened');
    expect(text).toContain('Unclaimed');
    const value = opened.draw?.value ?? '0';
    const amount = `${(BigInt(value) / 10n ** 18n).toString()} USDT`;
    expect(text).toContain(`Prize ${opened.draw?.prize}`);
    expect(text).toContain(`Claim ${amount}`);
    expect(html).toContain(`href="${paths.verifyBox('44')}"`);
    // The tab's "My boxes" counts the opened one.
    expect(html).toMatch(/My boxes<span[^>]*>1<\/span>/);
  });
});

describe('OpenBoxPage', () => {
  const unopened = makeBox({
    state: 'unopened',
    nextCounter: 2,
    conditions: [{ key: 'order', current: usdt(100n), target: usdt(100n), met: true }],
  });

  it('shows the commitment, the counter and a random client seed before the opening', () => {
    const html = renderPage(makeClient([unopened]), <OpenBoxPage address={ADDRESS} />, paths.openBox('42'));
    const text = textOf(html);
    expect(text).toContain('Commitment');
    expect(html).toMatch(/data-testid="box-commitment"[^>]*>[0-9a-f]{10}…[0-9a-f]{8}</);
    expect(html).toContain(`title="${unopened.serverSeedHash}"`);
    expect(text).toContain('Copy Commitment');
    expect(html).toMatch(/data-testid="box-counter"[^>]*>2</);
    expect(html).toMatch(/<input[^>]*value="[0-9a-f]{32}"/);
    expect(text).toContain('Client seed');
    expect(text).toContain('New random seed');
    expect(html).toContain('data-testid="box-confirm-open"');
    expect(html).not.toContain('data-testid="box-result"');
  });

  it('shows the prize, its value and the gift card of an opened box, with Claim', () => {
    const opened = makeOpenedBox();
    const html = renderPage(makeClient([opened]), <OpenBoxPage address={ADDRESS} />, paths.openBox('42'));
    const text = textOf(html);
    expect(html).toContain('data-testid="box-result"');
    expect(text).toContain(`Prize ${opened.draw?.prize} of 10`);
    expect(html).toContain(`>${opened.draw?.giftCardNo}<`);
    expect(html).toContain('data-testid="box-claim"');
    expect(html).toContain(`href="${paths.verifyBox('42')}"`);
    expect(html).not.toContain('data-testid="box-confirm-open"');
  });

  it('says a claimed prize is claimed, and a locked box what unlocks it', () => {
    const claimed = makeOpenedBox({}, { claimedAt: '2026-06-01T10:05:00.000Z' });
    const claimedHtml = renderPage(
      makeClient([claimed]),
      <OpenBoxPage address={ADDRESS} />,
      paths.openBox('42'),
    );
    expect(claimedHtml).toContain('data-testid="box-claimed"');
    expect(claimedHtml).not.toContain('data-testid="box-claim"');
    const locked = textOf(
      renderPage(makeClient([makeBox()]), <OpenBoxPage address={ADDRESS} />, paths.openBox('42')),
    );
    expect(locked).toContain('This box is still locked');
    expect(locked).toContain('30 of 100 USDT order');
    const missing = textOf(
      renderPage(makeClient([makeBox()]), <OpenBoxPage address={ADDRESS} />, paths.openBox('9')),
    );
    expect(missing).toContain('Box not found');
  });
});

describe('MyBoxesPage', () => {
  it('has an empty state before any box is opened', () => {
    const html = renderPage(makeClient([makeBox(), coaching]), <MyBoxesPage address={ADDRESS} />);
    expect(html).toContain('data-testid="my-boxes-empty"');
    expect(textOf(html)).toContain('No boxes opened yet');
  });

  it('lists the opened boxes with prize, gift card, opening time and whether claimed', () => {
    const first = makeOpenedBox({}, { claimedAt: '2026-06-01T10:05:00.000Z' });
    const second = makeOpenedBox({ id: '44', kind: 'ecosystem' }, { counter: 2, clientSeed: 'second' });
    const html = renderPage(makeClient([first, coaching, second]), <MyBoxesPage address={ADDRESS} />);
    const text = textOf(html);
    expect(html.match(/data-testid="opened-box"/g)).toHaveLength(2);
    expect(text).toContain('Claimed');
    expect(text).toContain('Unclaimed');
    expect(text).toContain(first.draw?.giftCardNo);
    expect(text).toContain(second.draw?.giftCardNo);
    expect(text).toMatch(/(May 31|Jun 1), 2026, \d\d:\d0:00/);
    expect(html).toContain(`href="${paths.verifyBox('44')}"`);
  });
});

describe('VerifyBoxPage', () => {
  const opened = makeOpenedBox({}, { clientSeed: 'alice-seed', counter: 3 });

  it('recomputes an honest draw in the browser: every check passes', () => {
    const client = makeClient();
    client.setQueryData(
      endpointKey(routes.boxes.proof, ADDRESS, { params: { id: '42' } }),
      makeProof(opened),
    );
    const html = renderPage(client, <VerifyBoxPage address={ADDRESS} />, paths.verifyBox('42'));
    const text = textOf(html);
    expect(html).toContain('data-passed="true" data-testid="verify-verdict"');
    expect(html.match(/data-testid="verify-check"/g)).toHaveLength(3);
    expect(html).not.toMatch(/data-passed="false"/);
    expect(text).toContain('Verified: all checks passed');
    expect(text).toContain('Server seed matches its commitment');
    expect(text).toContain('HMAC-SHA256');
    expect(html).toContain(`>${SERVER_SEED}</textarea>`);
    expect(html).toContain('value="alice-seed"');
  });

  it('fails a tampered server seed', () => {
    const honest = revealedInputs(opened) as DrawInputs;
    const tampered = { ...honest, serverSeed: `f${honest.serverSeed.slice(1)}` };
    const html = renderPage(
      makeClient(),
      <DrawVerifier proof={makeProof(opened)} initialInputs={tampered} />,
    );
    const text = textOf(html);
    expect(html).toContain('data-passed="false" data-testid="verify-verdict"');
    expect(html).toMatch(/data-passed="false" data-testid="verify-check" data-check="seed"/);
    expect(text).toMatch(/Verification failed: [123] checks? did not pass/);
    expect(text).toContain('Failed');
    // The edited value can be put back.
    expect(html).toMatch(/<button[^>]*>Reset<\/button>/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>Reset/);
  });

  it('says a box not opened yet has nothing to verify', () => {
    const client = makeClient();
    failQuery(
      client,
      endpointKey(routes.boxes.proof, ADDRESS, { params: { id: '42' } }),
      new ApiError({ code: 40927, msg: 'not opened', status: 409 }),
    );
    const text = textOf(renderPage(client, <VerifyBoxPage address={ADDRESS} />, paths.verifyBox('42')));
    expect(text).toContain('This box has not been opened yet');
    expect(text).toContain('Open box');
  });
});
