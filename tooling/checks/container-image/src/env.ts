// The config module: the only place this package reads the environment.
import { homedir } from 'node:os';
import path from 'node:path';

/** Where the toolchain is cached beside Node and pnpm (.ci/toolchain.sh's JOURNALS_TOOLCHAIN). */
export function toolchainFolder(): string {
  return process.env.JOURNALS_TOOLCHAIN ?? path.join(homedir(), '.cache', 'journals-toolchain');
}
