import { describe, expect, it } from 'vitest';
import { buildExportFilename, pickExportFilename } from './build-export-filename';

const NOW = new Date(2025, 0, 2, 13, 4, 5);

describe('buildExportFilename', () => {
  it('names the type, the filter and the local time', () => {
    expect(buildExportFilename('withdraw', 'reviewing', NOW)).toBe(
      'woohoo-withdraw-records-reviewing-20250102-130405.csv',
    );
  });
  it('says "all" without a filter', () => {
    expect(buildExportFilename('swap', undefined, NOW)).toBe('woohoo-swap-records-all-20250102-130405.csv');
  });
});

describe('pickExportFilename', () => {
  it("keeps the server's csv name", () => {
    expect(pickExportFilename('deposits.csv', 'ours.csv')).toBe('deposits.csv');
  });
  it('uses ours when the server gives none or not a csv', () => {
    expect(pickExportFilename(undefined, 'ours.csv')).toBe('ours.csv');
    expect(pickExportFilename('export.bin', 'ours.csv')).toBe('ours.csv');
  });
});
