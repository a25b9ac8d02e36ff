import { type Address, encodeFunctionData, erc20Abi, type Hex, isAddress, isHex, zeroHash } from 'viem';
import { fundingAbi, rechargeAbi } from '../../src-ts/abis';
import type { CustodyAddresses } from '../../src-ts/addresses';
import type { SafeTransactionData } from '../../src-ts/safe/safe-transaction';
import {
  cancelTransaction,
  executeTransaction,
  rechargeRecipientCall,
  scheduleTransaction,
  type TimelockCall,
  timelockOperationId,
  upgradeFundingCall,
} from '../../src-ts/timelock-operations';

/** One Safe transaction for the owners to sign, in words and as Safe{Wallet}'s Transaction Builder takes it. */
export type SafeCommandOutput = {
  description: string;
  tx: SafeTransactionData;
  /** The timelock operation scheduled or executed, when there is one. */
  operationId?: Hex;
};

export const SAFE_COMMAND_USAGE = [
  'schedule-upgrade <implementation> [salt]   schedule Funding.upgradeToAndCall(implementation, 0x)',
  'execute-upgrade <implementation> [salt]    execute it once the delay has passed',
  'schedule-recipient <address> [salt]        schedule Recharge.addRechargeRecipient(address)',
  'execute-recipient <address> [salt]         execute it once the delay has passed',
  'cancel <operation id>                      cancel a scheduled operation',
  'pause | unpause                            pause or unpause Funding and Recharge (no timelock)',
  'fund-hot <hot wallet> <amount wei>         USDT.transfer(hot wallet, amount) from the Safe',
].join('\n');

/**
 * The Safe transactions a command needs (docs/deploy-contracts.md "Changing a contract: through
 * the timelock", "Pause and unpause", "Moving funds from cold to the hot wallet"); throws with the
 * usage on a bad command or argument.
 */
export function safeCommand(
  args: readonly string[],
  contracts: Pick<CustodyAddresses, 'funding' | 'recharge' | 'timelock' | 'usdt'>,
  delaySec: bigint,
): SafeCommandOutput[] {
  const [command, first, second] = args;
  const address = (value: string | undefined, what: string): Address => {
    if (!value || !isAddress(value)) throw usage(`${what} must be an address`);
    return value;
  };
  const salt = (value: string | undefined): Hex => {
    if (value === undefined) return zeroHash;
    if (!isHex(value) || value.length !== 66)
      throw usage('the salt must be 32 bytes of hex (0x and 64 digits)');
    return value;
  };
  const scheduled = (call: TimelockCall, what: string): SafeCommandOutput[] => [
    {
      description: `schedule: ${what}, ready in ${delaySec} s`,
      tx: scheduleTransaction(contracts.timelock, call, delaySec),
      operationId: timelockOperationId(call),
    },
  ];
  const executed = (call: TimelockCall, what: string): SafeCommandOutput[] => [
    {
      description: `execute: ${what}`,
      tx: executeTransaction(contracts.timelock, call),
      operationId: timelockOperationId(call),
    },
  ];
  switch (command) {
    case 'schedule-upgrade':
    case 'execute-upgrade': {
      const call = upgradeFundingCall(contracts.funding, address(first, 'the implementation'), salt(second));
      const what = `upgrade Funding to ${first}`;
      return command === 'schedule-upgrade' ? scheduled(call, what) : executed(call, what);
    }
    case 'schedule-recipient':
    case 'execute-recipient': {
      const call = rechargeRecipientCall(contracts.recharge, address(first, 'the recipient'), salt(second));
      const what = `change the deposit recipient to ${first}`;
      return command === 'schedule-recipient' ? scheduled(call, what) : executed(call, what);
    }
    case 'cancel': {
      if (!first || !isHex(first) || first.length !== 66)
        throw usage('the operation id must be 32 bytes of hex');
      return [
        {
          description: `cancel operation ${first}`,
          tx: cancelTransaction(contracts.timelock, first),
          operationId: first,
        },
      ];
    }
    case 'pause':
    case 'unpause':
      return (['funding', 'recharge'] as const).map((name) => ({
        description: `${command} ${name === 'funding' ? 'Funding' : 'Recharge'}`,
        tx: call(
          contracts[name],
          encodeFunctionData({ abi: name === 'funding' ? fundingAbi : rechargeAbi, functionName: command }),
        ),
      }));
    case 'fund-hot': {
      const hot = address(first, 'the hot wallet');
      if (!second || !/^\d+$/.test(second) || BigInt(second) === 0n)
        throw usage('the amount must be a positive whole number of wei');
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [hot, BigInt(second)],
      });
      return [
        { description: `move ${second} wei of USDT from the Safe to ${hot}`, tx: call(contracts.usdt, data) },
      ];
    }
    default:
      throw usage(command ? `unknown command ${command}` : 'no command given');
  }
}

function call(to: Address, data: Hex): SafeTransactionData {
  return { to, value: 0n, data, operation: 0 };
}

function usage(problem: string): Error {
  return new Error(
    `${problem}\nusage: npm run safe -w @woohoo/contracts -- <command>\n${SAFE_COMMAND_USAGE}`,
  );
}
