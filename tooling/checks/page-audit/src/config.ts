// The config module of the snapshot commands: the only place they read the environment.

/** Where the command was typed: pnpm runs a package's scripts in its folder, and says so here. */
export function commandFolder(env = process.env): string {
  return env.INIT_CWD ?? process.cwd();
}
