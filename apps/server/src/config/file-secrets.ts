// The file form of the secrets that are values (settings.ts `hasFileForm`): `SMTP_URL_FILE` names
// a file holding SMTP_URL, as compose and Kubernetes mount secrets, so a password need not sit in
// the environment (visible in /proc) or an env file.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Env, secretFileProblem } from './env-readers';
import { hasFileForm, SETTINGS } from './settings';

/** `env` with each `<NAME>_FILE` given read into NAME; a file that is missing or shared is a problem. */
export function readFileSecrets(env: Env, problems: string[]): Env {
  const out: Env = { ...env };
  for (const setting of SETTINGS.filter(hasFileForm)) {
    const fileName = `${setting.name}_FILE`;
    const path = env[fileName];
    if (!path) continue;
    if (env[setting.name]) {
      problems.push(`set ${setting.name} or ${fileName}, not both`);
      continue;
    }
    const problem = secretFileProblem(fileName, resolve(path));
    if (problem) problems.push(problem);
    else out[setting.name] = readFileSync(resolve(path), 'utf8').trim();
  }
  return out;
}
