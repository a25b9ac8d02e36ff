import { QueryClient } from '@tanstack/react-query';
import type { LiabilitiesRoot } from '@woohoo/shared/api/liabilities';
import { afterEach, describe, expect, it } from 'vitest';
import { clearUserData, setSignedIn } from '../../../lib/session/session-reducers';
import { updateSession } from '../../../lib/session/session-store';
import { makeUser } from '../../../testing/factories';
import { renderPage, textOf } from '../../../testing/render-page';
import { liabilitiesRootsQueryOptions } from '../api/get-liabilities-roots';
import { BalanceCheckResult, LiabilitiesSection } from './liabilities-section';

const ROOT: LiabilitiesRoot = {
  day: '2026-11-23',
  asset: 'USDT',
  root: `0x9088662adf11364cda683d6b02e78e72cfd177124895c3e2c7a3c942df62e681`,
  total: '21750000000000000000',
  leafCount: 3,
  asOf: '2026-11-23T13:00:30.000Z',
  txHash: `0x${'ab'.repeat(32)}`,
  contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
};

/** The close of the running settlement day, 21:00 UTC+8, when the next trees are built. */
const NEXT_BUILD = '2026-12-07T13:00:00.000Z';

function render(items: LiabilitiesRoot[]) {
  const client = new QueryClient();
  client.setQueryData(liabilitiesRootsQueryOptions().queryKey, { items, nextBuildAfter: NEXT_BUILD });
  const html = renderPage(client, <LiabilitiesSection />, '/transparency');
  return { html, text: textOf(html) };
}

describe('the proof of liabilities section', () => {
  afterEach(() => updateSession(clearUserData));

  it('shows each asset’s day, total, shortened root and transaction, without a verify button signed out', () => {
    const { html, text } = render([ROOT]);
    expect(text).toContain('Proof of liabilities');
    expect(text).toContain('Day Nov 23, 2026');
    expect(text).toContain('Owed to users 21.75 USDT');
    expect(text).toContain('Balances in the tree 3');
    expect(text).toContain('0x9088662a…df62e681');
    expect(html).toContain(`title="${ROOT.root}"`);
    expect(text).toContain('Copy root');
    expect(text).toContain('Copy transaction hash');
    expect(text).not.toContain('Verify my balance');
  });

  it('offers "Verify my balance" to a signed-in user, and says when nothing is on chain yet', () => {
    updateSession((s) => setSignedIn(s, { token: 'tok', user: makeUser() }));
    const { text } = render([{ ...ROOT, txHash: null }]);
    expect(text).toContain('Verify my balance');
    expect(text).toContain('On-chain transaction Not yet on chain');
  });

  it('says why a total is withheld: fewer than 3 holders would tell a balance', () => {
    const { text } = render([{ ...ROOT, total: null, leafCount: 1 }]);
    expect(text).toContain(
      "Owed to users Withheld: fewer than 3 holders, so the total would reveal a user's balance",
    );
    expect(text).not.toContain('21.75');
  });

  it('says an empty list plainly', () => {
    expect(render([]).text).toContain('No proof has been published yet');
  });

  it('words each outcome of the check', () => {
    const words = (check: Parameters<typeof BalanceCheckResult>[0]['check']) =>
      textOf(renderPage(new QueryClient(), <BalanceCheckResult check={check} asset="USDT" />));
    expect(words({ status: 'included', balance: '12500000000000000000' })).toContain(
      'Your balance of 12.5 USDT is included in the published total',
    );
    expect(words({ status: 'failed', reason: 'root-mismatch' })).toContain(
      'Verification failed: your proof does not lead to the published root and total (root-mismatch)',
    );
    expect(words({ status: 'no-balance' })).toContain("You held no USDT when this day's tree was built");
  });

  it('tells a user with no leaf yet (their first day) when the next tree is built', () => {
    const html = renderPage(
      new QueryClient(),
      <BalanceCheckResult check={{ status: 'no-balance' }} asset="USDT" nextBuildAfter={NEXT_BUILD} />,
    );
    expect(textOf(html).trim()).toMatch(
      /^You held no USDT when this day's tree was built\. The next tree is built after Dec [78], 2026, \d\d:00:00; what you hold then is in it\.$/,
    );
  });
});
