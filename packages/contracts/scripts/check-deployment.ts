/**
 * After a deploy: `npm run deploy:check -w @woohoo/contracts` with the deploy's CHAIN_RPC_URL,
 * CHAIN_ID and DEPLOY_OUT_DIR. Recompiles every contract's standard-input.json with solc-js and
 * compares it with the chain (creation code and constructor arguments, runtime code with immutables
 * masked), reads back how the contracts are wired and who holds which role (HOT_WALLET_ADDRESS and
 * GUARDIAN_ADDRESS as the deploy had them), and prints the owners, the Safe and the delay to
 * confirm. Exit code 1 on any difference, on a hot wallet holding anything beyond REWARDER_ROLE and
 * PAYER_ROLE, and on an owner or admin that is not the timelock.
 */
import { readDeployment } from '../src-ts/deployment-file';
import { connectToChain } from './lib/chain-clients';
import { checkBytecode } from './lib/check-bytecode';
import { checkWiring } from './lib/check-wiring';
import { readDeploymentTarget } from './lib/deploy-config';
import { displayPath } from './lib/display-path';
import { readVerificationFiles, verificationDir } from './lib/verification-files';

async function main(): Promise<number> {
  const target = readDeploymentTarget(process.env, process.cwd());
  const addresses = readDeployment(target.deploymentFile, target.chainId);
  if (!addresses) throw new Error(`${target.deploymentFile} holds no deployment on chain ${target.chainId}`);
  const { publicClient } = await connectToChain(target);
  const dir = verificationDir(target.deploymentFile);
  console.log(`check: ${displayPath(target.deploymentFile)} on chain ${target.chainId}`);

  let failed = false;
  for (const check of await checkBytecode(publicClient, readVerificationFiles(dir))) {
    failed ||= check.problems.length > 0;
    const verdict = check.problems.length === 0 ? 'matches its standard input' : check.problems.join('; ');
    const masked = check.immutableBytes > 0 ? ` (${check.immutableBytes} immutable bytes masked)` : '';
    console.log(`check: ${check.key} ${check.address} ${check.contract}: ${verdict}${masked}`);
  }
  // The deployer is whoever sent Recharge's creation: it must be left holding nothing.
  const rechargeFiles = readVerificationFiles(dir).find((files) => files.key === 'recharge');
  const deployer = rechargeFiles
    ? (await publicClient.getTransaction({ hash: rechargeFiles.facts.transactionHash as `0x${string}` })).from
    : undefined;
  const wiring = await checkWiring(publicClient, addresses, {
    hotWallet: target.hotWallet,
    guardian: target.guardian,
    deployer,
  });
  failed ||= wiring.problems.length > 0;
  for (const problem of wiring.problems) console.log(`check: WRONG: ${problem}`);
  for (const [what, value] of Object.entries(wiring.facts)) console.log(`check: ${what}: ${value} (confirm)`);
  console.log(failed ? 'check: FAILED' : 'check: OK');
  return failed ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
