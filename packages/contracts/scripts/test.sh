#!/usr/bin/env bash
# Contract tests: forge (unit, fuzz, invariant, upgrade, gas) then vitest against a real anvil.
# forge must run from this package so it finds foundry.toml and scripts/solc.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/../../node_modules/.bin:$PATH"

tsx scripts/build.ts
forge test
vitest run
