// `.env.example` at the repository root, rendered from the settings' declarations (settings.ts):
// `npm run env-example` writes it, env-example.test.ts fails when the committed file differs.
import { hasFileForm, SETTING_GROUPS, SETTINGS, type Setting } from './settings';

const HEADER = `# Every setting of the WOOHOO server, generated from apps/server/src/config/settings.ts by
# \`npm run env-example\`: edit that list, not this file (a test fails when they differ).
# Each is optional unless it says when it is required; unset, it takes the default shown.
# Nothing here is needed for \`npm start\` on the local chain. Before a chain-56 start, run
# \`npm run preflight\` with the production environment (docs/launch.md "Configuration").
`;

function block(setting: Setting): string {
  const lines = [`# ${setting.description}.`];
  const fallback = setting.default ?? setting.defaultText;
  if (fallback !== undefined) lines.push(`# Default: ${fallback}`);
  if (setting.requiredWhen) lines.push(`# Required: ${setting.requiredWhen}`);
  if (setting.type === 'secret file')
    lines.push(
      '# Secret file: give its path (e.g. /run/secrets/...), owner-only (chmod 600); never its contents.',
    );
  else if (setting.secret)
    lines.push(
      `# Secret: it may carry a password; never in a committed file. Or ${setting.name}_FILE: an owner-only file holding it.`,
    );
  const example = setting.secret || setting.default === undefined ? '' : setting.default;
  lines.push(`#${setting.name}=${example}`);
  if (hasFileForm(setting)) lines.push(`#${setting.name}_FILE=`);
  return lines.join('\n');
}

export function renderEnvExample(settings: readonly Setting[] = SETTINGS): string {
  const groups = SETTING_GROUPS.map((group) => {
    const members = settings.filter((s) => s.group === group);
    return members.length === 0 ? '' : `\n## ${group}\n\n${members.map(block).join('\n\n')}\n`;
  });
  return `${HEADER}${groups.join('')}`;
}
