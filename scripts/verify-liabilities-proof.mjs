#!/usr/bin/env node
// Checks a proof of liabilities (docs/rules.md "Proof of liabilities") with nothing but Node: no
// package of this repository, so anyone can read all of it before trusting its verdict.
//
//   node scripts/verify-liabilities-proof.mjs proof.json [--root 0x…] [--total <base units>]
//   curl -H "authorization: Bearer …" '…/api/transparency/liabilities/proof?asset=USDT' | node scripts/verify-liabilities-proof.mjs
//
// The proof is the answer of GET /api/transparency/liabilities/proof (the envelope or its data).
// Give --root and --total as published (GET /api/transparency/liabilities, or LiabilitiesRoots on
// chain); without them the root and total written in the proof are used, and the script says so.
// Exit code 0: the balance is in the total; 1: it is not, or the proof is malformed; 2: bad usage.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const MAX_SUM = (1n << 256n) - 1n;

function fail(message, code = 1) {
  console.error(`NOT VERIFIED: ${message}`);
  process.exit(code);
}

function parseArgs(argv) {
  const options = { file: undefined, root: undefined, total: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--root') options.root = argv[++i];
    else if (arg === '--total') options.total = argv[++i];
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: verify-liabilities-proof.mjs [proof.json] [--root 0x…] [--total <base units>]');
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

function depthOf(leafCount) {
  let depth = 0;
  while (2 ** depth < leafCount) depth++;
  return depth;
}

const options = parseArgs(process.argv.slice(2));
let text;
try {
  text = readFileSync(options.file ?? 0, 'utf8');
} catch (error) {
  fail(`cannot read ${options.file ?? 'standard input'}: ${error.message}`, 2);
}
let json;
try {
  json = JSON.parse(text);
} catch {
  fail('the proof is not JSON');
}
const proof = json && typeof json === 'object' && 'data' in json ? json.data : json;
if (!proof || typeof proof !== 'object') fail('no proof in the JSON');

// leaf = SHA256("leaf" | salt | address | balance); node = SHA256("node" | l.hash | l.sum | r.hash | r.sum)
const balance = amount(proof.balance, 'balance');
const leafCount = proof.leafCount;
const index = proof.index;
if (!Number.isSafeInteger(leafCount) || leafCount < 1) fail('leafCount is not a positive whole number');
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

const fromProof = options.root === undefined || options.total === undefined;
const root = (options.root ?? proof.root ?? '').toLowerCase();
const total = amount(options.total ?? proof.total, 'total');
hexBytes(root, 32, 'the published root');
const computed = `0x${hash.toString('hex')}`;
console.log(`asset ${proof.asset ?? '?'}, day ${proof.day ?? '?'}, address ${proof.address}`);
console.log(`balance ${balance} (base units), leaf ${index + 1} of ${leafCount}`);
console.log(`computed root ${computed}, total ${sum}`);
if (fromProof) {
  console.log(
    'note: compared with the root and total written in the proof; pass --root and --total as published',
  );
}
if (computed !== root) fail(`the path leads to ${computed}, not to the published root ${root}`);
if (sum !== total) fail(`the path sums to ${sum}, not to the published total ${total}`);
console.log(`VERIFIED: a balance of ${balance} is included in the published total of ${total}`);
