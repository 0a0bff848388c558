// What the reference API holds, asked through the app's own api/ route: shared by the paper specs.
import { expect, type APIRequestContext } from '@playwright/test';

export interface Slot {
  year: number;
  volume: number;
  issue: number;
}

/** Posts one call to the app's api/ forwarder and returns its answer (status 200 expected). */
export async function call<T>(request: APIRequestContext, name: string, body: object): Promise<T> {
  const post = () => request.post(`api/${name}`, { data: body });
  // A kept-alive connection the server closes at the same moment resets: ask once more.
  const response = await post().catch((error: unknown) => {
    if (String(error).includes('ECONNRESET')) return post();
    throw error;
  });
  expect(response.status(), `api/${name}`).toBe(200);
  return (await response.json()) as T;
}

/** Every issue of the archive, oldest first. */
export async function archiveSlots(request: APIRequestContext): Promise<Slot[]> {
  const { archives } = await call<{ archives: Record<string, Record<string, number[]>> }>(
    request,
    'archiveYearListing',
    {},
  );
  return Object.entries(archives)
    .flatMap(([year, volumes]) =>
      Object.entries(volumes).flatMap(([volume, issues]) =>
        issues.map((issue) => ({
          year: Number(year),
          volume: Number(volume),
          issue: Number(issue),
        })),
      ),
    )
    .sort((a, b) => a.year - b.year || a.volume - b.volume || a.issue - b.issue);
}
