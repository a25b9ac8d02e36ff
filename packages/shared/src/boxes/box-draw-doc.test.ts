import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ONE_TOKEN_WEI } from '../constants';
import { DEFAULT_RULES } from '../rules/rules-config';
import { drawDigest, giftCardNumber, prizeOf, seedHash } from './box-draw';

/**
 * docs/rules.md "The draw, step by step" is what a user follows by hand, so its numbers are read
 * from the doc and recomputed here: the doc cannot drift from the code that draws.
 */
const RULES_MD = readFileSync(new URL('../../../../docs/rules.md', import.meta.url), 'utf8');
const SCRIPT = fileURLToPath(new URL('../../../../scripts/verify-box-draw.mjs', import.meta.url));

function section(heading: string): string {
  const start = RULES_MD.indexOf(`${heading}\n`);
  if (start < 0) throw new Error(`docs/rules.md has no "${heading}"`);
  const end = RULES_MD.indexOf('\n#', start + heading.length);
  return RULES_MD.slice(start, end < 0 ? undefined : end);
}

/** The worked example's table: each step's label (before any parenthesis) and its `value`. */
function workedExample(): Record<string, string> {
  const rows = section('#### Worked example').matchAll(/^\| ([^|(]+?)(?: \([^|]*\))? \| `([^`]+)` \|$/gm);
  return Object.fromEntries([...rows].map((m) => [m[1]!, m[2]!]));
}

describe('docs/rules.md "The draw, step by step"', () => {
  const ex = workedExample();

  it('has a worked example that the shared code computes, value by value', () => {
    expect(Object.keys(ex)).toEqual([
      'Server seed',
      'Commitment',
      'Client seed',
      'Counter',
      'Box id',
      'Message',
      'Digest',
      'Roll',
      'Pick',
      'Prize',
      'Card value',
      'Card digits',
      'Gift card number',
    ]);
    const counter = Number(ex.Counter);
    const digest = drawDigest(ex['Server seed']!, ex['Client seed']!, counter);
    const hex = Buffer.from(digest).toString('hex');
    expect(ex.Commitment).toBe(seedHash(ex['Server seed']!));
    expect(ex.Message).toBe(`${ex['Client seed']}:${counter}`);
    expect(ex.Digest).toBe(hex);
    expect(ex.Roll).toBe(BigInt(`0x${hex.slice(0, 16)}`).toString());
    expect(ex.Pick).toBe((BigInt(ex.Roll!) % 10_000n).toString());
    expect(Number(ex.Prize)).toBe(prizeOf(digest, DEFAULT_RULES.boxes.prizeWeights));
    expect(Number(ex['Card value'])).toBe((digest[8]! << 8) | digest[9]!);
    expect(ex['Card digits']).toBe(String(Number(ex['Card value']) % 10_000).padStart(4, '0'));
    expect(ex['Gift card number']).toBe(giftCardNumber(Number(ex['Box id']), digest));
    // The labels' parentheses quote the bytes and the tier: they must agree too.
    const labels = section('#### Worked example');
    expect(labels).toContain(`Roll (bytes 0 to 7, \`${hex.slice(0, 16)}\`)`);
    expect(labels).toContain(`Card value (bytes 8 and 9, \`${hex.slice(16, 20)}\`)`);
  });

  it('shows openssl commands on the example values, with the results they print', () => {
    const block = section('#### Worked example').match(/```sh\n([\s\S]*?)```/)?.[1] ?? '';
    expect(block).toContain(`SEED=${ex['Server seed']}\n`);
    expect(block).toContain(`printf %s '${ex.Message}' | openssl dgst -sha256 -hmac "$SEED"`);
    expect(block).toContain(`H=${ex.Digest}\n`);
    expect(block).toContain(`# ${ex.Commitment!.slice(0, 16)}...${ex.Commitment!.slice(-6)}, the commitment`);
    expect(block).toContain(`# ${ex.Digest!.slice(0, 16)}...${ex.Digest!.slice(-6)}, the digest`);
    expect(block).toContain(`# ${ex.Roll}, the roll`);
    expect(block).toContain(`echo "${ex.Roll} % 10000" | bc`);
    expect(block).toContain(`# ${ex.Pick}: prize ${ex.Prize}`);
    expect(block).toContain(`# ${ex['Card digits']}: ${ex['Gift card number']}`);
  });

  it('lists the default prize table with its cumulative pick ranges', () => {
    const rows = [
      ...section('### The draw, step by step').matchAll(
        /^ {3}\| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \|$/gm,
      ),
    ];
    const { prizeValuesWei, prizeWeights } = DEFAULT_RULES.boxes;
    let from = 0n;
    expect(rows.map((r) => r.slice(1).map(BigInt))).toEqual(
      prizeWeights.map((weight, i) => {
        const row = [BigInt(i + 1), prizeValuesWei[i]! / ONE_TOKEN_WEI, weight, from, from + weight];
        from += weight;
        return row;
      }),
    );
  });

  it('is what scripts/verify-box-draw.mjs recomputes from the raw values', () => {
    const weights = DEFAULT_RULES.boxes.prizeWeights.join(',');
    const args = ['--server-seed', ex['Server seed']!, '--server-seed-hash', ex.Commitment!];
    args.push('--client-seed', ex['Client seed']!, '--counter', ex.Counter!, '--box-id', ex['Box id']!);
    args.push('--prize', ex.Prize!, '--gift-card', ex['Gift card number']!, '--weights', weights, '--json');
    const run = spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      verified: true,
      digest: ex.Digest,
      roll: ex.Roll,
      pick: ex.Pick,
      prize: Number(ex.Prize),
      cardValue: Number(ex['Card value']),
      giftCardNo: ex['Gift card number'],
    });
  });
});
