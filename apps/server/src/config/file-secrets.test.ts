import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from './env';
import { isDeclared } from './settings';

const dir = mkdtempSync(join(tmpdir(), 'file-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const secret = (name: string, text: string, mode = 0o600) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  chmodSync(path, mode);
  return path;
};

describe('<NAME>_FILE, the file form of a secret value', () => {
  it('reads the secret from the file, without its final newline', () => {
    const { config, problems } = readConfig({
      SMTP_URL_FILE: secret('smtp-url', 'smtps://mailer:pw@smtp.example:465\n'),
      DATABASE_URL_FILE: secret('database-url', 'postgres://u:pw@db.example/woohoo\n', 0o400),
    });
    expect(problems).toEqual([]);
    expect(config.mail.smtpUrl).toBe('smtps://mailer:pw@smtp.example:465');
    expect(config.databaseUrl).toBe('postgres://u:pw@db.example/woohoo');
  });

  it('refuses both forms at once, a missing file and one others may read', () => {
    const { problems } = readConfig({
      SMTP_URL: 'smtp://a.example:25',
      SMTP_URL_FILE: secret('smtp-both', 'smtp://b.example:25'),
      REDIS_URL_FILE: join(dir, 'absent'),
      DATABASE_URL_FILE: secret('shared-url', 'postgres://x', 0o644),
    });
    // In the settings' order.
    expect(problems).toEqual([
      `DATABASE_URL_FILE (${join(dir, 'shared-url')}) may be read by its group or others (mode 644); chmod 600 it`,
      `REDIS_URL_FILE (${join(dir, 'absent')}) does not exist`,
      'set SMTP_URL or SMTP_URL_FILE, not both',
    ]);
  });

  it('exists for secret values alone, not for plain settings or secret files', () => {
    expect(['SMTP_URL_FILE', 'DATABASE_URL_FILE', 'CHAIN_RPC_URLS_FILE'].every(isDeclared)).toBe(true);
    expect(['PORT_FILE', 'RSA_PRIVATE_KEY_FILE_FILE'].some(isDeclared)).toBe(false);
  });
});
