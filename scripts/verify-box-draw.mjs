#!/usr/bin/env node
// Verifies a blind box's draw (docs/rules.md "Blind boxes", "The draw, step by step") with
// nothing but Node: no dependencies and no import from the repo, so it runs on a proof downloaded
// on its own. It recomputes the commitment, the HMAC, the prize and the gift card number and
// compares them with what the proof states.
//
//   node verify-box-draw.mjs proof.json            the JSON of GET /api/box/:id/proof
//   curl ... /api/box/7/proof | node verify-box-draw.mjs
//   node verify-box-draw.mjs --server-seed <hex> --client-seed <text> --counter <n> [--box-id <id>]
//     [--server-seed-hash <hex>] [--prize <n>] [--gift-card <GC-...>] [--weights 3000,2000,...]
//
// Flags also override the proof's values. --json prints the result as JSON.
// Exit code: 0 every stated value checks out, 1 a mismatch, 2 bad or missing input.
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const USAGE = `usage: node verify-box-draw.mjs [proof.json | -] [--json]
       [--server-seed <hex>] [--server-seed-hash <hex>] [--client-seed <text>] [--counter <n>]
       [--box-id <id>] [--prize <n>] [--gift-card <GC-...>] [--weights <w1,w2,...>]
The proof is the JSON of GET /api/box/:id/proof (the whole envelope or its data), from the file or
from standard input; flags give or override single values.`;

/** Bad input: printed with the usage, exit code 2. */
class InputError extends Error {}

const FLAGS = {
  'server-seed': { type: 'string' },
  'server-seed-hash': { type: 'string' },
  'client-seed': { type: 'string' },
  counter: { type: 'string' },
  'box-id': { type: 'string' },
  prize: { type: 'string' },
  'gift-card': { type: 'string' },
  weights: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

function readProofJson(path) {
  const text = readFileSync(path === '-' ? 0 : path, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(`the proof is not JSON: ${error.message}`);
  }
}

/** The values of a proof: the API's envelope `{ code, msg, data: { box, prizes } }` or its data. */
function fromProof(json) {
  const data = json && typeof json === 'object' && 'data' in json ? json.data : json;
  const box = data?.box;
  if (!box || typeof box !== 'object')
    throw new InputError('the JSON has no "box": is it /api/box/:id/proof?');
  if (!box.draw) throw new InputError(`box ${box.id} is not opened: its seed is not revealed yet`);
  return {
    boxId: box.id,
    serverSeed: box.draw.serverSeed,
    serverSeedHash: box.serverSeedHash,
    clientSeed: box.draw.clientSeed,
    counter: box.draw.counter,
    prize: box.draw.prize,
    giftCardNo: box.draw.giftCardNo,
    value: box.draw.value,
    prizes: Array.isArray(data.prizes) ? data.prizes : undefined,
  };
}

function wholeNumber(name, text) {
  if (!/^\d+$/.test(String(text))) throw new InputError(`${name} must be a whole number, not "${text}"`);
  return BigInt(text);
}

/** The proof's values with the flags over them, checked for what the recipe needs. */
function inputsOf(flags, proof) {
  const pick = (flag, key) => flags[flag] ?? proof[key];
  const serverSeed = pick('server-seed', 'serverSeed');
  const clientSeed = pick('client-seed', 'clientSeed');
  const counter = pick('counter', 'counter');
  if (typeof serverSeed !== 'string' || serverSeed === '') throw new InputError('no server seed');
  if (typeof clientSeed !== 'string' || clientSeed === '') throw new InputError('no client seed');
  if (counter === undefined) throw new InputError('no counter');
  const weights =
    flags.weights !== undefined
      ? flags.weights.split(',').map((w) => wholeNumber('a weight', w.trim()))
      : proof.prizes?.map((tier) => wholeNumber('a weight', tier.weight));
  if (!weights || weights.length === 0) throw new InputError('no prize table: give the proof or --weights');
  if (weights.reduce((sum, w) => sum + w, 0n) === 0n) throw new InputError('the weights add up to 0');
  const boxId = pick('box-id', 'boxId');
  const prize = pick('prize', 'prize');
  return {
    serverSeed,
    serverSeedHash: pick('server-seed-hash', 'serverSeedHash'),
    clientSeed,
    // The message writes the counter in decimal without leading zeros, as the server does.
    counter: wholeNumber('the counter', counter).toString(),
    boxId: boxId === undefined ? undefined : wholeNumber('the box id', boxId).toString(),
    prize: prize === undefined ? undefined : Number(wholeNumber('the prize', prize)),
    giftCardNo: pick('gift-card', 'giftCardNo'),
    // What the box pays is checked against the proof's own table, unless flags replace the draw's terms.
    value: flags.weights === undefined && flags.prize === undefined ? proof.value : undefined,
    values: proof.prizes?.map((tier) => String(tier.value)),
    weights,
  };
}

/** The recipe of docs/rules.md "The draw, step by step", in its own words. */
function draw(inputs) {
  // Every text is hashed and keyed as its UTF-8 bytes: the seed is 64 hex characters, not 32 bytes.
  const seedHash = createHash('sha256').update(inputs.serverSeed, 'utf8').digest('hex');
  const message = `${inputs.clientSeed}:${inputs.counter}`;
  const digest = createHmac('sha256', Buffer.from(inputs.serverSeed, 'utf8'))
    .update(message, 'utf8')
    .digest();
  const roll = digest.readBigUInt64BE(0);
  const total = inputs.weights.reduce((sum, w) => sum + w, 0n);
  const pick = roll % total;
  // The first tier whose cumulative weight exceeds the pick (pick < total, so one does).
  let below = 0n;
  let tier = 0;
  while (pick >= below + inputs.weights[tier]) below += inputs.weights[tier++];
  const cardValue = digest.readUInt16BE(8);
  const digits = String(cardValue % 10_000).padStart(4, '0');
  return {
    seedHash,
    message,
    digest: digest.toString('hex'),
    roll: roll.toString(),
    totalWeight: total.toString(),
    pick: pick.toString(),
    prize: tier + 1,
    tierRange: [below.toString(), (below + inputs.weights[tier]).toString()],
    cardValue,
    digits,
    giftCardNo: inputs.boxId === undefined ? undefined : `GC-${inputs.boxId.padStart(7, '0')}-${digits}`,
  };
}

/** Each stated value against the recomputed one; a value not stated is not checked. */
function checksOf(inputs, drawn) {
  const checks = [];
  const check = (name, stated, computed) => {
    if (stated !== undefined) checks.push({ name, stated, computed, passed: stated === computed });
  };
  check('commitment', inputs.serverSeedHash, drawn.seedHash);
  check('prize', inputs.prize, drawn.prize);
  check('gift card', inputs.giftCardNo, drawn.giftCardNo);
  if (inputs.values && inputs.value !== undefined)
    check('value', inputs.value, inputs.values[drawn.prize - 1]);
  return checks;
}

function report(inputs, drawn, checks, verdict) {
  const [from, to] = drawn.tierRange;
  return [
    `server seed        ${inputs.serverSeed}`,
    `sha256(seed text)  ${drawn.seedHash}`,
    `HMAC message       ${drawn.message}`,
    `HMAC-SHA256        ${drawn.digest}`,
    `  (openssl)        printf %s '${drawn.message}' | openssl dgst -sha256 -hmac '${inputs.serverSeed}'`,
    `roll               ${drawn.roll} (bytes 0-7, unsigned big-endian)`,
    `roll mod ${drawn.totalWeight.padEnd(10)}${drawn.pick}: prize ${drawn.prize} (${from} <= ${drawn.pick} < ${to})`,
    `card digits        ${drawn.cardValue} (bytes 8-9, unsigned big-endian) mod 10000 = ${drawn.digits}`,
    `gift card          ${drawn.giftCardNo ?? '(no box id given)'}`,
    '',
    ...checks.map((c) =>
      c.passed
        ? `ok    ${c.name}: ${c.stated}`
        : `FAIL  ${c.name}: stated ${c.stated}, computed ${c.computed}`,
    ),
    '',
    verdict,
  ].join('\n');
}

function verdictOf(code, failed) {
  if (code === 0) return 'VERIFIED: the revealed seed matches its commitment and draws what the box states';
  if (code === 1) return `MISMATCH: ${failed.map((c) => c.name).join(', ')} not what the draw gives`;
  return 'NOTHING CHECKED: give the commitment, the prize or the gift card to compare with';
}

function main(argv) {
  const { values: flags, positionals } = parseArgs({ args: argv, options: FLAGS, allowPositionals: true });
  if (flags.help) return { out: USAGE, code: 0 };
  if (positionals.length > 1) throw new InputError('give one proof file at most');
  // With no file, the proof comes from standard input unless the flags give the seed themselves.
  const source = positionals[0] ?? (flags['server-seed'] === undefined ? '-' : undefined);
  if (source === '-' && process.stdin.isTTY)
    throw new InputError('no proof: give a file, pipe it in, or use flags');
  const inputs = inputsOf(flags, source === undefined ? {} : fromProof(readProofJson(source)));
  const drawn = draw(inputs);
  const checks = checksOf(inputs, drawn);
  const failed = checks.filter((c) => !c.passed);
  const code = checks.length === 0 ? 2 : failed.length > 0 ? 1 : 0;
  const verdict = verdictOf(code, failed);
  if (flags.json)
    return { out: JSON.stringify({ verified: code === 0, verdict, ...drawn, checks }, null, 2), code };
  return { out: report(inputs, drawn, checks, verdict), code };
}

try {
  const { out, code } = main(process.argv.slice(2));
  console.log(out);
  process.exitCode = code;
} catch (error) {
  // Bad flags, an unreadable file or bad JSON: say what, and exit 2 so it never reads as a verdict.
  const usage = error instanceof InputError || String(error?.code).startsWith('ERR_PARSE_ARGS');
  console.error(`verify-box-draw: ${error.message}${usage ? `\n\n${USAGE}` : ''}`);
  process.exitCode = 2;
}
