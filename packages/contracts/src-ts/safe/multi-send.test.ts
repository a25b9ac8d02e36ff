import { decodeFunctionData, type Hex, size, slice } from 'viem';
import { describe, expect, it } from 'vitest';
import { encodeMultiSendCalls, multiSendTransaction, type SafeCall } from './multi-send';
import { multiSendCallOnlyArtifact } from './safe-artifacts';
import { SAFE_OPERATION } from './safe-transaction';

const MULTI_SEND = '0xA83c336B20401Af773B6219BA5027174338D1836';
const TARGET_A = '0x1111111111111111111111111111111111111111';
const TARGET_B = '0x2222222222222222222222222222222222222222';

describe('encodeMultiSendCalls', () => {
  it('packs each call as operation, to, value, data length, data, one after the other', () => {
    const data: Hex = '0xdeadbeef';
    const packed = encodeMultiSendCalls([
      { to: TARGET_A, value: 7n, data },
      { to: TARGET_B, value: 0n, data: '0x' },
    ]);
    // 1 + 20 + 32 + 32 bytes of header per call, then its data.
    expect(size(packed)).toBe(85 + 4 + 85);
    expect(slice(packed, 0, 1)).toBe('0x00');
    expect(slice(packed, 1, 21)).toBe(TARGET_A);
    expect(BigInt(slice(packed, 21, 53))).toBe(7n);
    expect(BigInt(slice(packed, 53, 85))).toBe(4n);
    expect(slice(packed, 85, 89)).toBe(data);
    expect(slice(packed, 90, 110)).toBe(TARGET_B);
    expect(BigInt(slice(packed, 142, 174))).toBe(0n);
  });
});

describe('multiSendTransaction', () => {
  it('is a delegatecall of multiSend with the packed calls and no value', () => {
    const calls: SafeCall[] = [{ to: TARGET_A, value: 1n, data: '0x01' }];
    const tx = multiSendTransaction(MULTI_SEND, calls);
    expect(tx).toMatchObject({ to: MULTI_SEND, value: 0n, operation: SAFE_OPERATION.delegateCall });
    const decoded = decodeFunctionData({ abi: multiSendCallOnlyArtifact.abi, data: tx.data });
    expect(decoded.functionName).toBe('multiSend');
    expect(decoded.args).toEqual([encodeMultiSendCalls(calls)]);
  });

  it('refuses an empty batch', () => {
    expect(() => multiSendTransaction(MULTI_SEND, [])).toThrow('a MultiSend batch needs at least one call');
  });
});
