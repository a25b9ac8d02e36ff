#!/usr/bin/env node
// Checks a proof of liabilities (docs/rules.md "Proof of liabilities") with nothing but Node: no
// package of this repository, so anyone can read all of it before trusting its verdict.
//
//   node scripts/verify-liabilities-proof.mjs proof.json --published liabilities.json
//   node scripts/verify-liabilities-proof.mjs proof.json --root 0x… --leaf-count <n> [--total <base units>]
//   curl -H "authorization: Bearer …" '…/api/transparency/liabilities/proof?asset=USDT' | node scripts/verify-liabilities-proof.mjs --published liabilities.json
//
// The proof is the answer of GET /api/transparency/liabilities/proof (the envelope or its data).
// The root, leaf count and total it is checked against come from the PUBLIC list, never from the
// proof (which the same server wrote): --published with the answer of GET
// /api/transparency/liabilities (the entry of the proof's asset and day is used), or --root,
// --leaf-count and --total as published (LiabilitiesRoots on chain holds root and total). A total
// the list withholds (docs/rules.md "Proof of liabilities": fewer than 3 holders) is not compared.
// The path must have exactly as many steps as the published leaf count gives levels.
// Without published values the proof is only checked against itself: UNVERIFIED, and it says so.
// Exit code 0: the balance is in the tree (or, unverified, nothing contradicts); 1: it is not,
// or the proof is malformed or disagrees with the published tree; 2: bad usage.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const MAX_SUM = (1n << 256n) - 1n;

function fail(message, code = 1) {
  console.error(`NOT VERIFIED: ${message}`);
  process.exit(code);
}

function parseArgs(argv) {
  const options = {
    file: undefined,
    root: undefined,
    total: undefined,
    leafCount: undefined,
    published: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--root') options.root = argv[++i];
    else if (arg === '--total') options.total = argv[++i];
    else if (arg === '--leaf-count') options.leafCount = argv[++i];
    else if (arg === '--published') options.published = argv[++i];
    else if (arg === '--help' || arg === '-h') {
      console.log(
        'usage: verify-liabilities-proof.mjs [proof.json] (--published list.json | --root 0x… --leaf-count <n> [--total <base units>])',
      );
      process.exit(0);
    } else if (!arg.startsWith('--') && options.file === undefined) options.file = arg;
    else fail(`unknown argument ${arg}`, 2);
  }
  return options;
}

function hexBytes(value, bytes, what) {
  if (typeof value !== 'string' || !new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`).test(value)) {
    fail(`${what} is not ${bytes} bytes of 0x hex`);
  }
  return Buffer.from(value.slice(2), 'hex');
}

function amount(value, what) {
  if (typeof value !== 'string' || !/^\d{1,80}$/.test(value))
    fail(`${what} is not a non-negative whole number`);
  const n = BigInt(value);
  if (n > MAX_SUM) fail(`${what} does not fit in 32 bytes`);
  return n;
}

/** An amount as 32 bytes, big-endian. */
const u256 = (n) => Buffer.from(n.toString(16).padStart(64, '0'), 'hex');
const sha256 = (...parts) => createHash('sha256').update(Buffer.concat(parts)).digest();

function readJson(file, what) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    fail(`cannot read ${what} ${file === 0 ? 'from standard input' : file}: ${error.message}`, 2);
  }
  try {
    return JSON.parse(text);
  } catch {
    fail(`${what} is not JSON`);
  }
}

/** The published root, leaf count and total of the proof's tree: the list's entry, or the arguments. */
function publishedTree(options, proof) {
  if (options.published !== undefined) {
    const list = readJson(options.published, 'the published list');
    const items = (list && typeof list === 'object' && 'data' in list ? list.data : list)?.items;
    if (!Array.isArray(items)) fail('the published list has no items');
    const entry = items.find((item) => item?.asset === proof.asset && item?.day === proof.day);
    if (!entry) fail(`the published list has no tree for ${proof.asset} on ${proof.day}`);
    return { root: entry.root, leafCount: entry.leafCount, total: entry.total, given: true };
  }
  if (options.root === undefined && options.leafCount === undefined && options.total === undefined)
    return { root: proof.root, leafCount: proof.leafCount, total: proof.total, given: false };
  if (options.root === undefined || options.leafCount === undefined)
    fail('give --root and --leaf-count as published (or --published)', 2);
  if (!/^\d{1,15}$/.test(options.leafCount)) fail('--leaf-count is not a whole number', 2);
  return {
    root: options.root,
    leafCount: Number(options.leafCount),
    total: options.total ?? null,
    given: true,
  };
}

function depthOf(leafCount) {
  let depth = 0;
  while (2 ** depth < leafCount) depth++;
  return depth;
}

const options = parseArgs(process.argv.slice(2));
const json = readJson(options.file ?? 0, 'the proof');
const proof = json && typeof json === 'object' && 'data' in json ? json.data : json;
if (!proof || typeof proof !== 'object') fail('no proof in the JSON');
const published = publishedTree(options, proof);

// leaf = SHA256("leaf" | salt | address | balance); node = SHA256("node" | l.hash | l.sum | r.hash | r.sum)
const balance = amount(proof.balance, 'balance');
const leafCount = published.leafCount;
const index = proof.index;
if (!Number.isSafeInteger(leafCount) || leafCount < 1) fail('the leaf count is not a positive whole number');
if (proof.leafCount !== leafCount)
  fail(`the proof says ${proof.leafCount} leaves where the published tree has ${leafCount}`);
if (!Number.isSafeInteger(index) || index < 0 || index >= leafCount) fail('index is outside the tree');
if (!Array.isArray(proof.path) || proof.path.length !== depthOf(leafCount)) {
  fail(`the path should have ${depthOf(leafCount)} steps for ${leafCount} leaves`);
}
let hash = sha256(
  Buffer.from('leaf'),
  hexBytes(proof.salt, 32, 'salt'),
  hexBytes(proof.address, 20, 'address'),
  u256(balance),
);
let sum = balance;
proof.path.forEach((step, level) => {
  const siblingHash = hexBytes(step?.hash, 32, `path[${level}].hash`);
  const siblingSum = amount(step?.sum, `path[${level}].sum`);
  const isLeft = Math.floor(index / 2 ** level) % 2 === 0;
  hash = isLeft
    ? sha256(Buffer.from('node'), hash, u256(sum), siblingHash, u256(siblingSum))
    : sha256(Buffer.from('node'), siblingHash, u256(siblingSum), hash, u256(sum));
  sum += siblingSum;
  if (sum > MAX_SUM) fail('the sums overflow 32 bytes');
});

const fromProof = !published.given;
const root = String(published.root ?? '').toLowerCase();
const total =
  published.total === null || published.total === undefined ? null : amount(published.total, 'total');
hexBytes(root, 32, 'the published root');
const computed = `0x${hash.toString('hex')}`;
console.log(`asset ${proof.asset ?? '?'}, day ${proof.day ?? '?'}, address ${proof.address}`);
console.log(`balance ${balance} (base units), leaf ${index + 1} of ${leafCount}`);
console.log(`computed root ${computed}, total ${sum}`);
if (computed !== root) fail(`the path leads to ${computed}, not to the published root ${root}`);
if (total !== null && sum !== total) fail(`the path sums to ${sum}, not to the published total ${total}`);
if (fromProof) {
  console.log(
    'UNVERIFIED: the proof agrees only with the root, total and leaf count it carries itself; pass --root and --total as published, with --leaf-count (or --published)',
  );
} else if (total === null) {
  console.log(
    `VERIFIED: a balance of ${balance} is included in the published root (no total to compare: withheld or not given)`,
  );
} else {
  console.log(`VERIFIED: a balance of ${balance} is included in the published total of ${total}`);
}
