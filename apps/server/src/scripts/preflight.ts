// `npm run preflight`: checks a production configuration before it starts (docs/launch.md
// "Configuration"), from the environment and the files it names, as the server would read them.
// Prints every problem and exits 1 if there is one; the server runs the same check at start on
// chain 56 (main.ts) and refuses to start.
import { configurationProblems } from '../config/preflight-run';

const { config, problems } = configurationProblems(process.env, { production: true });
if (problems.length === 0) {
  console.log(`preflight: chain ${config.chainId}, role ${config.role}: no problems`);
} else {
  console.log(`preflight: chain ${config.chainId}, role ${config.role}: ${problems.length} problem(s)`);
  for (const problem of problems) console.log(`  - ${problem}`);
  process.exitCode = 1;
}
