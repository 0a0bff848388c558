// The test's config module: what it takes from the environment of `pnpm test`.

/** PATH and HOME, the only parts of this shell the commands and the app server under test get. */
export function shellBasics(): { PATH: string; HOME: string } {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
}
