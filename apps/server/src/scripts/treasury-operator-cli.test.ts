import { decodeFunctionData, erc20Abi, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { describeTopUpProposal, parseTreasuryArgs, topUpSafeTransaction } from './treasury-operator-cli';

const HOT = '0x00000000000000000000000000000000000000AA';
const USDT = '0x00000000000000000000000000000000000000bB';

describe('npm run operator -- treasury (docs/rules.md "Hot float and sweeps")', () => {
  it('reads the status and the top-up proposal, refusing a bad amount or address', () => {
    expect(parseTreasuryArgs(['treasury'])).toEqual({ action: 'status' });
    expect(parseTreasuryArgs(['treasury', 'topup-proposal', '31000.5', '--hot', HOT])).toMatchObject({
      action: 'topup-proposal',
      amountWei: parseEther('31000.5'),
      hot: HOT,
    });
    expect(() => parseTreasuryArgs(['treasury', 'topup-proposal', '0'])).toThrow('above 0');
    expect(() => parseTreasuryArgs(['treasury', 'topup-proposal', '-1'])).toThrow();
    expect(() => parseTreasuryArgs(['treasury', 'topup-proposal', '5', '--usdt', 'x'])).toThrow('--usdt');
    expect(() => parseTreasuryArgs(['treasury', 'sweep'])).toThrow('unknown command');
  });

  it('proposes a Safe call of USDT.transfer(hot, amount)', () => {
    const tx = topUpSafeTransaction({ usdt: USDT, hot: HOT, amountWei: parseEther('31000') });
    expect(tx).toMatchObject({ to: USDT, value: '0', operation: 0 });
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data })).toEqual({
      functionName: 'transfer',
      args: [HOT, parseEther('31000')],
    });
    const text = describeTopUpProposal({ usdt: USDT, hot: HOT, amountWei: parseEther('31000') });
    expect(text).toContain(`transfer 31000 USDT from the Safe to the hot wallet ${HOT}`);
    expect(text).toContain(`data:      ${tx.data}`);
  });
});
