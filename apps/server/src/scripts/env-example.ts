// `npm run env-example`: writes .env.example at the repository root from the settings' list.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderEnvExample } from '../config/env-example';
import { REPO_ROOT } from '../config/repo-root';

const file = join(REPO_ROOT, '.env.example');
writeFileSync(file, renderEnvExample());
console.log(`wrote ${file}`);
