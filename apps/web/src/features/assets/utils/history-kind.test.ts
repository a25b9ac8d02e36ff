import { describe, expect, it } from 'vitest';
import enUS from '../../../locales/en_US.json';
import { HISTORY_KINDS, historyKindLabelKey } from './history-kind';

describe('historyKindLabelKey', () => {
  it('gives every known kind its own label', () => {
    expect(historyKindLabelKey('withdraw_refund')).toBe('history.kinds.withdraw_refund');
    for (const kind of HISTORY_KINDS) expect(enUS.history.kinds[kind], kind).toBeTruthy();
  });
  it('reads "Unknown type" for a kind the app does not know (SPEC 8)', () => {
    expect(historyKindLabelKey('airdrop')).toBe('history.unknownKind');
    expect(enUS.history.unknownKind).toBe('Unknown type');
  });
});
