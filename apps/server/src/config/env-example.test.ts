import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderEnvExample } from './env-example';
import { REPO_ROOT } from './repo-root';
import { SETTINGS } from './settings';

describe('.env.example', () => {
  it('is what `npm run env-example` makes of the settings (run it after changing settings.ts)', () => {
    expect(readFileSync(join(REPO_ROOT, '.env.example'), 'utf8')).toBe(renderEnvExample());
  });

  it('documents each setting once, grouped, and leaves secrets blank', () => {
    const text = renderEnvExample();
    for (const { name } of SETTINGS) expect(text.match(new RegExp(`^#${name}=`, 'gm')), name).toHaveLength(1);
    expect(text).toContain('## Mail');
    expect(text).toMatch(/^#SMTP_URL=$/m);
    expect(text).toMatch(/^#PORT=8080$/m);
    expect(text).toMatch(/Secret file: give its path[^\n]*\n#RSA_PRIVATE_KEY_FILE=$/m);
  });
});
