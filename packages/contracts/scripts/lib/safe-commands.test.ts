import { decodeFunctionData, erc20Abi, getAddress, zeroHash } from 'viem';
import { describe, expect, it } from 'vitest';
import { fundingAbi, rechargeAbi, timelockControllerAbi } from '../../src-ts/abis';
import { timelockOperationId, upgradeFundingCall } from '../../src-ts/timelock-operations';
import { safeCommand } from './safe-commands';

const contracts = {
  funding: getAddress('0x00000000000000000000000000000000000000f1'),
  recharge: getAddress('0x00000000000000000000000000000000000000f2'),
  timelock: getAddress('0x00000000000000000000000000000000000000f3'),
  usdt: getAddress('0x00000000000000000000000000000000000000f4'),
};
const IMPL = getAddress('0x00000000000000000000000000000000000000aa');
const HOT = getAddress('0x00000000000000000000000000000000000000bb');

describe('safeCommand', () => {
  it('schedules an upgrade of Funding on the timelock with the delay, and executes the same operation', () => {
    const [scheduled] = safeCommand(['schedule-upgrade', IMPL], contracts, 172_800n);
    expect(scheduled?.tx.to).toBe(contracts.timelock);
    const call = upgradeFundingCall(contracts.funding, IMPL);
    expect(decodeFunctionData({ abi: timelockControllerAbi, data: scheduled?.tx.data ?? '0x' })).toEqual({
      functionName: 'schedule',
      args: [contracts.funding, 0n, call.data, zeroHash, zeroHash, 172_800n],
    });
    expect(decodeFunctionData({ abi: fundingAbi, data: call.data })).toEqual({
      functionName: 'upgradeToAndCall',
      args: [IMPL, '0x'],
    });
    const [executed] = safeCommand(['execute-upgrade', IMPL], contracts, 172_800n);
    expect(executed?.operationId).toBe(timelockOperationId(call));
    expect(scheduled?.operationId).toBe(executed?.operationId);
    expect(
      decodeFunctionData({ abi: timelockControllerAbi, data: executed?.tx.data ?? '0x' }).functionName,
    ).toBe('execute');
  });

  it('schedules a recipient change, pauses both contracts, and moves USDT to the hot wallet', () => {
    const [recipient] = safeCommand(['schedule-recipient', HOT, `0x${'01'.repeat(32)}`], contracts, 60n);
    const scheduleArgs = decodeFunctionData({
      abi: timelockControllerAbi,
      data: recipient?.tx.data ?? '0x',
    }).args;
    expect(scheduleArgs?.[0]).toBe(contracts.recharge);
    expect(decodeFunctionData({ abi: rechargeAbi, data: scheduleArgs?.[2] as `0x${string}` })).toEqual({
      functionName: 'addRechargeRecipient',
      args: [HOT],
    });
    expect(safeCommand(['pause'], contracts, 60n).map((output) => output.tx.to)).toEqual([
      contracts.funding,
      contracts.recharge,
    ]);
    const [fund] = safeCommand(['fund-hot', HOT, '5000000000000000000'], contracts, 60n);
    expect(fund?.tx.to).toBe(contracts.usdt);
    expect(decodeFunctionData({ abi: erc20Abi, data: fund?.tx.data ?? '0x' })).toEqual({
      functionName: 'transfer',
      args: [HOT, 5_000_000_000_000_000_000n],
    });
  });

  it('refuses a bad command or argument with the usage', () => {
    expect(() => safeCommand(['upgrade'], contracts, 60n)).toThrow(/unknown command upgrade\nusage:/);
    expect(() => safeCommand(['schedule-upgrade', 'nope'], contracts, 60n)).toThrow(
      'the implementation must be an address',
    );
    expect(() => safeCommand(['fund-hot', HOT, '-1'], contracts, 60n)).toThrow(
      'positive whole number of wei',
    );
    expect(() => safeCommand(['cancel', '0x12'], contracts, 60n)).toThrow('32 bytes of hex');
  });
});
