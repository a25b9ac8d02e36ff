import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareStorageLayouts } from './compare-storage-layouts';
import type { StorageLayout, StorageType, StorageVariable } from './storage-layout';
import { snapshotFile } from './storage-layout-snapshots';

const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FUNDING = 'erc7201:woohoo.storage.Funding';

/** The committed layout of Funding: the fixtures below are broken copies of it. */
function recordedFunding(): StorageLayout {
  return JSON.parse(readFileSync(snapshotFile(PACKAGE_ROOT, 'Funding'), 'utf8')) as StorageLayout;
}

/** A copy of the recorded layout with Funding's namespace members changed by `edit`. */
function withFundingMembers(edit: (members: StorageVariable[]) => StorageVariable[]): StorageLayout {
  const layout = recordedFunding();
  return { ...layout, namespaces: { ...layout.namespaces, [FUNDING]: edit(structuredClone(members())) } };
}

function members(): StorageVariable[] {
  const found = recordedFunding().namespaces[FUNDING];
  if (!found) throw new Error(`the recorded layout has no ${FUNDING}`);
  return found;
}

function member(label: string): StorageVariable {
  const found = members().find((variable) => variable.label === label);
  if (!found) throw new Error(`no member ${label}`);
  return structuredClone(found);
}

const UINT256: StorageType = { label: 'uint256', encoding: 'inplace', numberOfBytes: '32' };
const UINT128: StorageType = { label: 'uint128', encoding: 'inplace', numberOfBytes: '16' };

describe('compareStorageLayouts', () => {
  it('accepts the recorded layout itself', () => {
    expect(compareStorageLayouts(recordedFunding(), recordedFunding())).toEqual([]);
  });

  it('accepts a variable appended to a namespace, to the plain storage, and a new namespace', () => {
    const next = withFundingMembers((list) => [
      ...list,
      { label: 'depositCap', slot: '8', offset: 0, type: UINT256 },
    ]);
    next.storage = [{ label: 'added', slot: '0', offset: 0, type: UINT256 }];
    next.namespaces['erc7201:woohoo.storage.FundingV2'] = [
      { label: 'cap', slot: '0', offset: 0, type: UINT256 },
    ];
    expect(compareStorageLayouts(recordedFunding(), next)).toEqual([]);
  });

  it('refuses two members swapped (the deliberately broken fixture: same types, new order)', () => {
    const broken = withFundingMembers((list) => {
      const [totalLp, acc] = [member('totalLp'), member('accCakePerShare')];
      return list.map((variable) => {
        if (variable.label === 'totalLp') return { ...acc, slot: totalLp.slot };
        if (variable.label === 'accCakePerShare') return { ...totalLp, slot: acc.slot };
        return variable;
      });
    });
    expect(compareStorageLayouts(recordedFunding(), broken)).toEqual([
      `${FUNDING}: slot 2 offset 0 held "totalLp", now "accCakePerShare" (reordered, renamed or removed)`,
      `${FUNDING}: slot 3 offset 0 held "accCakePerShare", now "totalLp" (reordered, renamed or removed)`,
    ]);
  });

  it('refuses a member whose type changed', () => {
    const broken = withFundingMembers((list) =>
      list.map((variable) => (variable.label === 'totalLp' ? { ...variable, type: UINT128 } : variable)),
    );
    expect(compareStorageLayouts(recordedFunding(), broken)).toEqual([
      `${FUNDING}: "totalLp": type changed from uint256 (inplace, 32 bytes) to uint128 (inplace, 16 bytes)`,
    ]);
  });

  it('refuses a member removed from the end, and one removed from the middle', () => {
    const withoutLast = withFundingMembers((list) => list.slice(0, -1));
    expect(compareStorageLayouts(recordedFunding(), withoutLast)).toEqual([
      `${FUNDING}: "claimRecords" (slot 7 offset 0) was removed`,
    ]);
    const withoutRewardToken = withFundingMembers((list) =>
      list.filter((variable) => variable.label !== 'rewardToken'),
    );
    expect(compareStorageLayouts(recordedFunding(), withoutRewardToken)).toContain(
      `${FUNDING}: slot 1 offset 0 held "rewardToken", now "totalLp" (reordered, renamed or removed)`,
    );
  });

  it('refuses a member that moved to another slot', () => {
    const moved = withFundingMembers((list) =>
      list.map((variable) => (variable.label === 'claimRecords' ? { ...variable, slot: '9' } : variable)),
    );
    expect(compareStorageLayouts(recordedFunding(), moved)).toEqual([
      `${FUNDING}: "claimRecords" moved from slot 7 offset 0 to slot 9 offset 0`,
    ]);
  });

  it('refuses a namespace removed', () => {
    const layout = recordedFunding();
    const { [FUNDING]: _removed, ...others } = layout.namespaces;
    expect(compareStorageLayouts(recordedFunding(), { ...layout, namespaces: others })).toEqual([
      `${FUNDING}: the namespace was removed`,
    ]);
  });

  it('lets a struct kept as a mapping value grow at its end, but not a struct kept in an array', () => {
    const grow = (type: StorageType): StorageType => ({
      ...type,
      numberOfBytes: String(Number(type.numberOfBytes) + 32),
      members: [...(type.members ?? []), { label: 'extra', slot: '3', offset: 0, type: UINT256 }],
    });
    const stakeGrows = withFundingMembers((list) =>
      list.map((variable) => {
        const value = variable.type.value;
        return variable.label === 'stakes' && value
          ? { ...variable, type: { ...variable.type, value: grow(value) } }
          : variable;
      }),
    );
    expect(compareStorageLayouts(recordedFunding(), stakeGrows)).toEqual([]);

    const recordGrows = withFundingMembers((list) =>
      list.map((variable) => {
        const base = variable.type.value?.base;
        if (variable.label !== 'depositRecords' || !variable.type.value || !base) return variable;
        return {
          ...variable,
          type: { ...variable.type, value: { ...variable.type.value, base: grow(base) } },
        };
      }),
    );
    expect(compareStorageLayouts(recordedFunding(), recordGrows)).toEqual([
      `${FUNDING}: "depositRecords" value element: type changed from struct Funding.StoredRecord (inplace, 32 bytes) to struct Funding.StoredRecord (inplace, 64 bytes)`,
    ]);
  });
});
