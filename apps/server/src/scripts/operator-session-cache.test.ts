import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  readSessions,
  sessionCacheFile,
  sessionKey,
  takeKeyFileArg,
  usableSession,
  writeSession,
} from './operator-session-cache';
import { refuseAnvilKeyOnBsc } from './operator-sign-in';

const dir = mkdtempSync(join(tmpdir(), 'operator-sessions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the operator CLI credentials', () => {
  it('takes --key-file out of the command line wherever it stands', () => {
    expect(takeKeyFileArg(['withdrawals', 'list', '--key-file', '/k/a.key'])).toEqual({
      keyFile: '/k/a.key',
      rest: ['withdrawals', 'list'],
    });
    expect(takeKeyFileArg(['--key-file=/k/b.key', 'login'])).toEqual({
      keyFile: '/k/b.key',
      rest: ['login'],
    });
    expect(takeKeyFileArg(['payouts', 'list'])).toEqual({ keyFile: undefined, rest: ['payouts', 'list'] });
    expect(() => takeKeyFileArg(['login', '--key-file'])).toThrow(/needs the path/);
  });

  it('uses a cached session only for the same server and wallet, and not in its last minute', () => {
    const now = Date.parse('2026-12-07T10:00:00Z');
    const session = { address: '0xA', token: 't', expiresAt: '2026-12-07T12:00:00Z' };
    const sessions = { [sessionKey('http://127.0.0.1:8081', '0xA')]: session };
    expect(usableSession(sessions, 'http://127.0.0.1:8081', '0xA', now)).toBe(session);
    expect(usableSession(sessions, 'http://127.0.0.1:8081', '0xB', now)).toBeUndefined();
    expect(usableSession(sessions, 'http://127.0.0.1:8080', '0xA', now)).toBeUndefined();
    const lastMinute = Date.parse('2026-12-07T11:59:30Z');
    expect(usableSession(sessions, 'http://127.0.0.1:8081', '0xA', lastMinute)).toBeUndefined();
  });

  it('keeps the sessions owner-only under the config folder, one per server', () => {
    const file = sessionCacheFile({ XDG_CONFIG_HOME: dir });
    expect(file).toBe(join(dir, 'woohoo', 'operator-sessions.json'));
    const session = { address: '0xA', token: 't', expiresAt: '2026-12-07T12:00:00Z' };
    writeSession(file, sessionKey('http://a', '0xA'), session);
    writeSession(file, sessionKey('http://b', '0xA'), { ...session, token: 'u' });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'woohoo')).mode & 0o777).toBe(0o700);
    writeSession(file, sessionKey('http://a', '0xA'), undefined);
    expect(readSessions(file)).toEqual({ [sessionKey('http://b', '0xA')]: { ...session, token: 'u' } });
  });

  it("refuses anvil's public keys on chain 56 only", () => {
    const anvil9 = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
    expect(() => refuseAnvilKeyOnBsc(56, anvil9)).toThrow(/anvil's public test accounts/);
    expect(() => refuseAnvilKeyOnBsc(31337, anvil9)).not.toThrow();
    expect(() => refuseAnvilKeyOnBsc(56, '0x0000000000000000000000000000000000000009')).not.toThrow();
  });
});
