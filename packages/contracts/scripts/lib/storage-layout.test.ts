import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectSources, type SourceMap } from './collect-sources';
import { compareStorageLayouts } from './compare-storage-layouts';
import { readStorageLayout, type StorageLayout } from './storage-layout';
import { checkStorageLayouts, snapshotFile } from './storage-layout-snapshots';

const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FUNDING_UNIT = 'src/Funding.sol';
const FUNDING = 'erc7201:woohoo.storage.Funding';
/** solc-js compiles Funding and its imports once per case: seconds each on a busy machine. */
const COMPILE_TIMEOUT_MS = 180_000;

/** What the deployed Funding proxies hold, as committed. */
const recorded = JSON.parse(readFileSync(snapshotFile(PACKAGE_ROOT, 'Funding'), 'utf8')) as StorageLayout;

type Edit = readonly [from: string, to: string];

/** Funding's sources with each edit made to every occurrence in Funding.sol, as the next version would. */
function editedFunding(...edits: Edit[]): SourceMap {
  const sources = collectSources(PACKAGE_ROOT, [FUNDING_UNIT]);
  let content = sources.get(FUNDING_UNIT) ?? '';
  for (const [from, to] of edits) {
    if (!content.includes(from)) throw new Error(`the edit expects "${from}" in Funding.sol`);
    content = content.replaceAll(from, to);
  }
  return new Map(sources).set(FUNDING_UNIT, content);
}

function problemsOf(sources: SourceMap, unit = FUNDING_UNIT, name = 'Funding'): string[] {
  return compareStorageLayouts(recorded, readStorageLayout(sources, unit, name));
}

describe('storage layout of the upgradeable contracts', () => {
  it(
    'Funding compiles to the layout recorded in storage-layout/Funding.json',
    () => {
      const [fundingCheck] = checkStorageLayouts(PACKAGE_ROOT);
      expect(fundingCheck?.problems).toEqual([]);
      // Equal, not only compatible: a layout that grew is recorded with the change that grows it.
      expect(fundingCheck?.current).toEqual(recorded);
      expect(Object.keys(recorded.namespaces)).toEqual([
        'erc7201:openzeppelin.storage.AccessControl',
        'erc7201:openzeppelin.storage.Ownable2Step',
        'erc7201:openzeppelin.storage.Ownable',
        'erc7201:openzeppelin.storage.Pausable',
        'erc7201:openzeppelin.storage.Initializable',
        FUNDING,
      ]);
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    'accepts a next Funding.sol that appends a field to FundingStorage',
    () => {
      const appended = editedFunding([
        'mapping(address user => StoredRecord[]) claimRecords;',
        'mapping(address user => StoredRecord[]) claimRecords;\n        uint256 depositCap;',
      ]);
      const layout = readStorageLayout(appended, FUNDING_UNIT, 'Funding');
      expect(compareStorageLayouts(recorded, layout)).toEqual([]);
      expect(layout.namespaces[FUNDING]?.at(-1)).toMatchObject({ label: 'depositCap', slot: '8' });
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    'accepts FundingV2 of the upgrade tests, which adds a namespace of its own',
    () => {
      const unit = 'test/mocks/FundingV2.sol';
      const layout = readStorageLayout(collectSources(PACKAGE_ROOT, [unit]), unit, 'FundingV2');
      expect(compareStorageLayouts(recorded, layout)).toEqual([]);
      expect(layout.namespaces['erc7201:woohoo.storage.FundingV2']).toMatchObject([{ label: 'depositCap' }]);
    },
    COMPILE_TIMEOUT_MS,
  );

  it.each<{ change: string; edits: Edit[]; problems: unknown }>([
    {
      change: 'two fields swapped',
      edits: [
        [
          'uint256 totalLp;\n        uint256 accCakePerShare;',
          'uint256 accCakePerShare;\n        uint256 totalLp;',
        ],
      ],
      problems: [
        `${FUNDING}: slot 2 offset 0 held "totalLp", now "accCakePerShare" (reordered, renamed or removed)`,
        `${FUNDING}: slot 3 offset 0 held "accCakePerShare", now "totalLp" (reordered, renamed or removed)`,
      ],
    },
    {
      change: 'a field retyped',
      edits: [
        ['uint256 totalLp;', 'uint128 totalLp;'],
        ['$.totalLp += amount;', '$.totalLp += uint128(amount);'],
        ['$.totalLp -= amount;', '$.totalLp -= uint128(amount);'],
      ],
      problems: [
        `${FUNDING}: "totalLp": type changed from uint256 (inplace, 32 bytes) to uint128 (inplace, 16 bytes)`,
      ],
    },
    {
      change: 'the records widened to two slots',
      edits: [['uint192 amount;', 'uint256 amount;']],
      problems: ['depositRecords', 'withdrawRecords', 'claimRecords'].map(
        (records) =>
          `${FUNDING}: "${records}" value element: type changed from struct Funding.StoredRecord (inplace, 32 bytes) to struct Funding.StoredRecord (inplace, 64 bytes)`,
      ),
    },
    {
      change: 'a field removed',
      edits: [
        ['        mapping(address user => StoredRecord[]) claimRecords;\n', ''],
        ['.claimRecords[', '.withdrawRecords['],
      ],
      problems: [`${FUNDING}: "claimRecords" (slot 7 offset 0) was removed`],
    },
    {
      change: 'a field inserted before others',
      edits: [['uint256 totalLp;', 'uint256 depositCap;\n        uint256 totalLp;']],
      problems: expect.arrayContaining([
        `${FUNDING}: slot 2 offset 0 held "totalLp", now "depositCap" (reordered, renamed or removed)`,
      ]),
    },
    {
      change: 'the namespace renamed',
      edits: [['erc7201:woohoo.storage.Funding\n', 'erc7201:woohoo.storage.Funding2\n']],
      problems: [`${FUNDING}: the namespace was removed`],
    },
  ])(
    'refuses a next Funding.sol with $change',
    ({ edits, problems }) => {
      expect(problemsOf(editedFunding(...edits))).toEqual(problems);
    },
    COMPILE_TIMEOUT_MS,
  );
});
