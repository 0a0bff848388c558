// The tests' config module: what they take from the environment of `pnpm test`.

/** The PATH and HOME a user's shell gives a command (and nothing else, NODE_ENV included). */
export function userShell(): { PATH: string; HOME: string } {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
}
