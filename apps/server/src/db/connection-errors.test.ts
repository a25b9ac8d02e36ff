import { describe, expect, it } from 'vitest';
import { describeDbError, isDatabaseUnreachable } from './connection-errors';

const coded = (code: string, message = 'from the server') => Object.assign(new Error(message), { code });

describe('isDatabaseUnreachable', () => {
  it('knows a backend ended by an administrator, a crash or a restart', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08003', '53300'])
      expect(isDatabaseUnreachable(coded(code)), code).toBe(true);
  });

  it('knows a refused or reset socket and what pg says of a dead connection', () => {
    expect(isDatabaseUnreachable(coded('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnreachable(coded('ECONNRESET'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnreachable(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves statement errors, constraint breaches and the rest alone', () => {
    for (const code of ['23505', '23514', '42P01', '40001', '40P01', '57014'])
      expect(isDatabaseUnreachable(coded(code)), code).toBe(false);
    expect(isDatabaseUnreachable(new Error('failed'))).toBe(false);
    expect(isDatabaseUnreachable('Connection terminated')).toBe(false);
    expect(isDatabaseUnreachable(undefined)).toBe(false);
  });
});

describe('describeDbError', () => {
  it('names the code when there is one, else the message', () => {
    expect(describeDbError(coded('57P01'))).toBe('57P01');
    expect(describeDbError(new Error('Connection terminated unexpectedly'))).toBe(
      'Connection terminated unexpectedly',
    );
    expect(describeDbError(undefined)).toBe('undefined');
  });
});
