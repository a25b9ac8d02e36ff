import { CLIENT_SEED_PATTERN } from '@woohoo/shared/boxes/box-draw';

/** Why a client seed cannot be sent (the rule is CLIENT_SEED_PATTERN: 1 to 64 of A-Z a-z 0-9 _ -). */
export type ClientSeedProblem = 'empty' | 'tooLong' | 'invalidCharacters';

export const CLIENT_SEED_MAX_LENGTH = 64;

/** What is wrong with a typed client seed, or undefined when the server will take it. */
export function checkClientSeed(text: string): ClientSeedProblem | undefined {
  if (CLIENT_SEED_PATTERN.test(text)) return undefined;
  if (text.length === 0) return 'empty';
  if (text.length > CLIENT_SEED_MAX_LENGTH) return 'tooLong';
  return 'invalidCharacters';
}

/**
 * A fresh client seed: 16 bytes from crypto.getRandomValues as 32 hex characters, so the server
 * cannot know it when it commits to its own seed. `fill` is replaceable for tests.
 */
export function randomClientSeed(
  fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return Array.from(fill(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
