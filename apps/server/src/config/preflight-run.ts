// The preflight as the server and `npm run preflight` run it: the configuration read as the
// server reads it, the facts of the secret files it names, and every problem of both.
import { BSC_CHAIN_ID, LOCAL_CHAIN_ID } from '@woohoo/shared/constants';
import type { Config } from './config-types';
import { readConfig } from './env';
import type { Env } from './env-readers';
import { readFileFact, thisProcess } from './file-facts';
import { type FileFacts, preflightFiles, preflightProblems } from './preflight';

export function readFileFacts(paths: readonly string[]): FileFacts {
  return {
    process: thisProcess(),
    files: Object.fromEntries(paths.map((path) => [path, readFileFact(path)])),
  };
}

/**
 * Every problem of the environment as the server would start on it: the configuration's own and,
 * on chain 56 (or on any chain when `production` asks, as `npm run preflight` does), the
 * production preflight's.
 */
export function configurationProblems(
  env: Env,
  options: { production: boolean } = { production: false },
): { config: Config; problems: string[] } {
  const { config, problems } = readConfig(env);
  if (options.production && config.chainId === LOCAL_CHAIN_ID)
    return {
      config,
      problems: [
        ...problems,
        `CHAIN_ID is ${LOCAL_CHAIN_ID}, the local chain: the preflight checks a production configuration (chain ${BSC_CHAIN_ID})`,
      ],
    };
  if (config.chainId !== BSC_CHAIN_ID && !options.production) return { config, problems };
  const facts = readFileFacts(preflightFiles(config));
  return { config, problems: [...problems, ...preflightProblems(config, facts, env)] };
}
