#!/usr/bin/env bash
# Runs pnpm under Node 24 and pnpm 12, installing both first (from the npm registry, cached under
# ~/.cache/journals-toolchain) when the machine lacks them. The root package.json's `start` and
# `test` go through it, so the README's `npm start` and `npm test` work on a machine with only the
# system Node and npm, and `pnpm start` / `pnpm test` work as they always did.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# shellcheck source=.ci/toolchain.sh
source .ci/toolchain.sh
ensure_node_and_pnpm
exec pnpm "$@"
