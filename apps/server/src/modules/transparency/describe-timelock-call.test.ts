import { fundingAbi, rechargeAbi, timelockControllerAbi } from '@woohoo/contracts/abis';
import { ROLE_IDS } from '@woohoo/contracts/custody-roles';
import { encodeFunctionData, getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { describeTimelockCall } from './describe-timelock-call';

const FUNDING = '0x00000000000000000000000000000000000000f1';
const RECHARGE = '0x00000000000000000000000000000000000000e2';
const TIMELOCK = '0x00000000000000000000000000000000000000d3';
const NEW = getAddress('0x00000000000000000000000000000000000000aa');
const contracts = { funding: FUNDING, recharge: RECHARGE, timelock: TIMELOCK } as const;

describe('describeTimelockCall', () => {
  it('names an upgrade of Funding and its new implementation', () => {
    const data = encodeFunctionData({ abi: fundingAbi, functionName: 'upgradeToAndCall', args: [NEW, '0x'] });
    expect(describeTimelockCall(contracts, FUNDING, data)).toEqual({
      targetName: 'funding',
      action: 'upgrade',
      functionName: 'upgradeToAndCall',
      detail: NEW,
    });
  });

  it('names a change of the deposit recipient, a role grant by role name, and a new delay', () => {
    const recipient = encodeFunctionData({
      abi: rechargeAbi,
      functionName: 'addRechargeRecipient',
      args: [NEW],
    });
    expect(describeTimelockCall(contracts, RECHARGE, recipient)).toMatchObject({
      action: 'changeRecipient',
      detail: NEW,
    });
    const grant = encodeFunctionData({
      abi: fundingAbi,
      functionName: 'grantRole',
      args: [ROLE_IDS.REWARDER_ROLE, NEW],
    });
    expect(describeTimelockCall(contracts, FUNDING, grant)).toMatchObject({
      action: 'grantRole',
      detail: `REWARDER_ROLE ${NEW}`,
    });
    const delay = encodeFunctionData({
      abi: timelockControllerAbi,
      functionName: 'updateDelay',
      args: [3600n],
    });
    expect(describeTimelockCall(contracts, TIMELOCK, delay)).toMatchObject({
      action: 'updateDelay',
      detail: '3600',
    });
  });

  it('says "other" for an unknown target or a call that is not one of the contract\'s functions', () => {
    expect(describeTimelockCall(contracts, NEW, '0x12345678')).toEqual({
      targetName: null,
      action: 'other',
      functionName: null,
      detail: null,
    });
    expect(describeTimelockCall(contracts, FUNDING, '0xdeadbeef')).toMatchObject({
      targetName: 'funding',
      action: 'other',
    });
  });
});
