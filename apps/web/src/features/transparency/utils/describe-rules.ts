import { ASSETS } from '@woohoo/shared/assets';

/** A value of the rules configuration, read by the unit its key names (STYLE "units last"). */
export type RuleValue =
  /** A key ending in "Wei": an amount in base units, shown as a token amount. */
  | { type: 'amount'; amountWei: bigint }
  /** A key ending in "Bps": basis points, shown as a percent. */
  | { type: 'bps'; bps: bigint }
  | { type: 'text'; text: string }
  | { type: 'list'; items: RuleValue[] }
  | { type: 'group'; entries: RuleEntry[] };

/** A row: its configuration key (labelled in the reader's language by the page) and its value. */
export type RuleEntry = { key: string; value: RuleValue };
export type RuleSection = { key: string; entries: RuleEntry[] };

/** Shown in the header of the rules card, not as rows. */
const HEADER_KEYS = new Set(['version', 'effectiveAt']);
/** Where top-level values that are not a section go. */
export const OTHER_SECTION = 'other';

type Unit = 'wei' | 'bps' | 'plain';

function unitOf(key: string): Unit {
  if (key.endsWith('Wei')) return 'wei';
  if (key.endsWith('Bps')) return 'bps';
  return 'plain';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isInteger(value: unknown): value is string | number {
  return (typeof value === 'string' && /^-?\d+$/.test(value)) || Number.isInteger(value);
}

/** One value under `unit`; arrays keep their key's unit, objects read each key anew. */
function describeValue(value: unknown, unit: Unit): RuleValue {
  if (Array.isArray(value)) {
    return {
      type: 'list',
      items: value.map((item) => (isRecord(item) ? describeGroup(item) : describeValue(item, unit))),
    };
  }
  if (isRecord(value)) return describeGroup(value);
  // Amounts arrive as decimal strings; a stray number is an integer too, never read as a float.
  if (unit === 'wei' && isInteger(value) && !String(value).startsWith('-')) {
    return { type: 'amount', amountWei: BigInt(value) };
  }
  if (unit === 'bps' && isInteger(value)) return { type: 'bps', bps: BigInt(value) };
  return { type: 'text', text: value === null || value === undefined ? '—' : String(value) };
}

function describeGroup(record: Record<string, unknown>): RuleValue {
  return { type: 'group', entries: Object.entries(record).map(([key, value]) => describeEntry(key, value)) };
}

function describeEntry(key: string, value: unknown): RuleEntry {
  return { key, value: describeValue(value, unitOf(key)) };
}

const ASSET_WORDS = new Set<string>(ASSETS);

/**
 * A configuration key in words, for a name outside the shared catalogue only (a server newer
 * than this page; `rule-keys.test.ts` and `rule-labels.test.ts` keep the two in step), never the
 * raw key. Its unit suffix is dropped (the value shows the unit):
 * `maxSharesPerOrder` reads "Max shares per order", `bonusPerShareUsdbWei` "Bonus per share
 * USDB", `legsForB6B7` "Legs for B6 B7".
 */
export function humanizeRuleKey(key: string): string {
  const bare = key.replace(/(Wei|Bps)$/, '') || key;
  const words = bare.split(/(?=[A-Z])/).map((word) => {
    if (ASSET_WORDS.has(word.toUpperCase()) || /^[A-Za-z]\d+$/.test(word)) return word.toUpperCase();
    return word.toLowerCase();
  });
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The rules configuration as stored (`GET /api/transparency/rules`), in sections: each top-level
 * object (nodes, stake, rewards, ...) is one, in the stored order; other top-level values go to
 * a last "other" section; version and effective time are left to the header.
 */
export function describeRules(rules: Record<string, unknown>): RuleSection[] {
  const sections: RuleSection[] = [];
  const other: RuleEntry[] = [];
  for (const [key, value] of Object.entries(rules)) {
    if (HEADER_KEYS.has(key)) continue;
    if (isRecord(value)) {
      sections.push({ key, entries: Object.entries(value).map(([k, v]) => describeEntry(k, v)) });
    } else {
      other.push(describeEntry(key, value));
    }
  }
  if (other.length > 0) sections.push({ key: OTHER_SECTION, entries: other });
  return sections;
}
