// The test's config module: what the commands it runs take from the environment of `pnpm test`.

/** PATH and HOME, the only parts of this shell the commands are given (and CI for pnpm). */
export function shellBasics(): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CI: '1' };
}
