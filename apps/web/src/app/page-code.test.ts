import { describe, expect, it } from 'vitest';
import { PAGE_LIST } from '../config/find-page';
import type { PageId } from '../config/route-table';
import { PAGE_CODE } from './page-code';

describe('page code', () => {
  it("has the ranking list and the assessments in the team pages' chunk", () => {
    for (const id of ['ranking', 'assessment', 'fullNodeAssessment'] as const) {
      expect(PAGE_CODE[id].load, id).toBe(PAGE_CODE.team.load);
    }
  });
  it('loads the pages of one chunk the same way', () => {
    const walletOf = (page: (typeof PAGE_LIST)[number]) => page.gate === 'signIn' || page.wallet === true;
    for (const page of PAGE_LIST) {
      const sameChunk = PAGE_LIST.filter((other) => PAGE_CODE[other.id].load === PAGE_CODE[page.id].load);
      for (const other of sameChunk) {
        expect([other.id, walletOf(other), other.firstLoad]).toEqual([
          other.id,
          walletOf(page),
          page.firstLoad,
        ]);
      }
    }
  });
  it('keeps the money pages in one chunk', () => {
    const money: readonly PageId[] = [
      'assets',
      'assetDetails',
      'deposit',
      'depositRecords',
      'withdraw',
      'withdrawRecords',
      'transfer',
      'transferRecords',
      'swap',
      'swapRecords',
    ];
    for (const id of money) expect(PAGE_CODE[id].load, id).toBe(PAGE_CODE.deposit.load);
  });
  it('has code for exactly the pages of the table', () => {
    expect(Object.keys(PAGE_CODE).sort()).toEqual(PAGE_LIST.map((page) => page.id).sort());
  });
});
