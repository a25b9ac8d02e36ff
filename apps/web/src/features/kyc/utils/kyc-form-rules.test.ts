import { describe, expect, it } from 'vitest';
import {
  answersFor,
  type ChallengeAnswers,
  canVerify,
  checkEmail,
  filterCode,
  secondsLeft,
  sendBlocker,
} from './kyc-form-rules';

function makeAnswers(overrides: Partial<ChallengeAnswers> = {}): ChallengeAnswers {
  return { challengeId: 'c1', captcha: 'ab3de', sliderX: 120, ...overrides };
}

function makeSendInput(overrides: Partial<Parameters<typeof sendBlocker>[0]> = {}) {
  return {
    email: 'alice@example.com',
    answers: makeAnswers(),
    challengeReady: true,
    resendInSec: 0,
    sending: false,
    ...overrides,
  };
}

describe('checkEmail', () => {
  it('accepts a plain address, with spaces around it', () => {
    expect(checkEmail('alice@example.com')).toBeUndefined();
    expect(checkEmail('  a.b+c@mail.example.co.uk ')).toBeUndefined();
  });

  it('says empty and invalid apart', () => {
    expect(checkEmail('   ')).toBe('empty');
    for (const text of ['alice', 'alice@', 'alice@example', '@example.com', 'a b@example.com', 'a@b..com'])
      expect(checkEmail(text), text).toBe('invalid');
  });

  it('refuses more than 254 characters, as the server does', () => {
    expect(checkEmail(`${'a'.repeat(60)}@${'b'.repeat(190)}.com`)).toBe('invalid');
  });
});

describe('filterCode', () => {
  it('keeps 6 digits and drops anything else typed or pasted', () => {
    expect(filterCode('12 34-56')).toBe('123456');
    expect(filterCode('1234567')).toBe('123456');
    expect(filterCode('abc')).toBe('');
  });
});

describe('answersFor', () => {
  it('keeps the answers of the challenge on screen', () => {
    const answers = makeAnswers();
    expect(answersFor(answers, 'c1')).toBe(answers);
  });

  it('voids answers typed for an older challenge', () => {
    expect(answersFor(makeAnswers(), 'c2')).toEqual({ challengeId: 'c2', captcha: '', sliderX: undefined });
    expect(answersFor(undefined, 'c2')).toEqual({ challengeId: 'c2', captcha: '', sliderX: undefined });
  });
});

describe('sendBlocker ("Send code" stays disabled until everything is done)', () => {
  it('is free once email, captcha and slider are done on a loaded challenge', () => {
    expect(sendBlocker(makeSendInput())).toBeUndefined();
  });

  it('waits for each piece in turn', () => {
    const empty = makeAnswers({ captcha: '', sliderX: undefined });
    expect(sendBlocker(makeSendInput({ email: '', answers: empty }))).toBe('email');
    expect(sendBlocker(makeSendInput({ email: 'alice@example', answers: empty }))).toBe('email');
    expect(sendBlocker(makeSendInput({ answers: empty }))).toBe('captcha');
    expect(sendBlocker(makeSendInput({ answers: makeAnswers({ captcha: '  ' }) }))).toBe('captcha');
    expect(sendBlocker(makeSendInput({ answers: makeAnswers({ sliderX: undefined }) }))).toBe('slider');
  });

  it('counts a dropped piece at x 0 as done', () => {
    expect(sendBlocker(makeSendInput({ answers: makeAnswers({ sliderX: 0 }) }))).toBeUndefined();
  });

  it('waits for a (new) challenge, the countdown and a request in flight', () => {
    expect(sendBlocker(makeSendInput({ challengeReady: false }))).toBe('challenge');
    expect(sendBlocker(makeSendInput({ resendInSec: 1 }))).toBe('countdown');
    expect(sendBlocker(makeSendInput({ sending: true }))).toBe('sending');
  });
});

describe('canVerify', () => {
  it('needs a valid email and the 6 digits', () => {
    expect(canVerify('alice@example.com', '123456')).toBe(true);
    expect(canVerify('alice@example.com', '12345')).toBe(false);
    expect(canVerify('alice', '123456')).toBe(false);
  });
});

describe('secondsLeft (the resend countdown)', () => {
  it('counts whole seconds up, and stops at 0', () => {
    const until = 1_000_000 + 60_000;
    expect(secondsLeft(until, 1_000_000)).toBe(60);
    expect(secondsLeft(until, 1_000_001)).toBe(60);
    expect(secondsLeft(until, 1_000_000 + 59_001)).toBe(1);
    expect(secondsLeft(until, until)).toBe(0);
    expect(secondsLeft(until, until + 5000)).toBe(0);
    expect(secondsLeft(undefined, 1_000_000)).toBe(0);
  });
});
