// The test's config module: what it takes from the environment of `pnpm test`.

/** PATH and HOME, the only parts of this shell an app server under test is given. */
export function shellBasics(): { PATH: string; HOME: string } {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
}
