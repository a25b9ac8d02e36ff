import { QueryClient } from '@tanstack/react-query';
import type { CustodyReport } from '@woohoo/shared/api/transparency';
import { describe, expect, it } from 'vitest';
import { renderPage, textOf } from '../../../testing/render-page';
import { custodyReportQueryOptions } from '../api/get-custody-report';
import { CustodySection } from './custody-section';

const TIMELOCK = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const SAFE = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const HOT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NEW_IMPL = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';

const REPORT: CustodyReport = {
  generatedAt: '2026-12-07T12:00:00.000Z',
  timelock: { address: TIMELOCK, minDelaySec: 172_800 },
  safe: {
    address: SAFE,
    owners: ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', '0x90F79bf6EB2c4f870365E785982E1f101E93b906'],
    threshold: 2,
  },
  hotWallet: HOT,
  guardians: [],
  owners: [
    { contract: 'funding', owner: TIMELOCK },
    { contract: 'recharge', owner: TIMELOCK },
  ],
  roles: [
    { contract: 'funding', address: TIMELOCK, role: 'REWARDER_ROLE', account: HOT, holder: 'hotWallet' },
    { contract: 'payouts', address: TIMELOCK, role: 'PAYER_ROLE', account: HOT, holder: 'hotWallet' },
  ],
  scheduled: [],
};

function render(report: CustodyReport) {
  const client = new QueryClient();
  client.setQueryData(custodyReportQueryOptions().queryKey, report);
  return textOf(renderPage(client, <CustodySection />, '/transparency'));
}

describe('the custody section of the transparency page', () => {
  it('says nothing is scheduled, with the delay, and who holds what', () => {
    const text = render(REPORT);
    expect(text).toContain('Changes scheduled');
    expect(text).toContain(
      'None scheduled. Any change would be listed here 48 hours before it takes effect.',
    );
    expect(text).toContain('Who holds what');
    // Addresses and role names sit in left-to-right isolates inside the reader's sentence.
    const ltr = (value: string) => `\u2066${value}\u2069`;
    expect(text).toContain(`Timelock ${ltr(TIMELOCK)}, delay 48 hours`);
    expect(text).toContain(`Safe ${ltr(SAFE)}, 2 of 2 owners must sign`);
    expect(text).toContain(`${ltr(HOT)}, roles: ${ltr('REWARDER_ROLE, PAYER_ROLE')}`);
    expect(text).toContain('None besides the multisig');
  });

  it('lists a scheduled upgrade with the time it takes effect', () => {
    const text = render({
      ...REPORT,
      guardians: ['0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'],
      scheduled: [
        {
          id: `0x${'12'.repeat(32)}`,
          target: '0x0000000000000000000000000000000000000f01',
          targetName: 'funding',
          action: 'upgrade',
          functionName: 'upgradeToAndCall',
          detail: NEW_IMPL,
          effectiveAt: '2026-12-09T12:00:00.000Z',
        },
        {
          id: `0x${'34'.repeat(32)}`,
          target: '0x0000000000000000000000000000000000000f02',
          targetName: 'recharge',
          action: 'changeRecipient',
          functionName: 'addRechargeRecipient',
          detail: HOT,
          effectiveAt: '2026-12-09T13:00:00.000Z',
        },
      ],
    });
    expect(text).toContain(`Upgrade the staking pool to ${NEW_IMPL}`);
    expect(text).toContain(`Change the deposit recipient to ${HOT}`);
    expect(text).toMatch(/Effective at Dec 9, 2026, \d\d:00/);
    expect(text).not.toContain('None scheduled');
    expect(text).toContain('0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65');
  });
});
