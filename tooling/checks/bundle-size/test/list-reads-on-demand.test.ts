// A paper list hydrates without the contract's schemas or the rich-text sanitizer: its client
// reads API answers with readers it loads on first use (@journals/api-contract/read), and the list
// calls' readers load no sanitizer. The needles are first found in each build, so the scan cannot
// pass by looking for strings no chunk holds. The apps must be built (turbo builds them first).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { journalConfigs } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import { chunksHolding, readClientBuild } from '../src/client-chunks.ts';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Strings only zod's schema core and DOMPurify hold. */
const zodSchemas = '$ZodType';
const domPurify = 'ALLOWED_TAGS';

describe.each(journalConfigs.map((config) => config.id))("%s's paper list", (id) => {
  const build = readClientBuild(path.join(repositoryRoot, 'apps', id));
  const listChunks = new Set([
    ...build.everyPage,
    ...(build.routeChunks.get('routes/archives/paperlist') ?? []),
  ]);

  it('the build has the route, zod and the sanitizer (the needles are real)', () => {
    expect(build.routeChunks.has('routes/archives/paperlist')).toBe(true);
    expect(chunksHolding(build, zodSchemas)).not.toEqual([]);
    expect(chunksHolding(build, domPurify)).not.toEqual([]);
  });

  it('hydrates with no schema and no sanitizer', () => {
    const loaded = (needle: string) =>
      chunksHolding(build, needle).filter((chunk) => listChunks.has(chunk));
    expect(loaded(zodSchemas)).toEqual([]);
    expect(loaded(domPurify)).toEqual([]);
  });

  it('reads list answers with a group of readers that does not load the sanitizer', () => {
    const group = build.chunks.find((chunk) => /^paper-lists-[\w-]+\.js$/.test(chunk.name));
    expect(group?.text).toContain('searchArchive');
    // The group's chunk and every chunk it imports, transitively.
    const text = new Map(build.chunks.map((chunk) => [chunk.name, chunk.text]));
    const loads = new Set<string>();
    const visit = (name: string) => {
      if (loads.has(name)) return;
      loads.add(name);
      for (const match of text.get(name)?.matchAll(/from"\.\/([\w.-]+\.js)"/g) ?? []) {
        visit(match[1] ?? '');
      }
    };
    visit(group?.name ?? '');
    expect(loads.size).toBeGreaterThan(1);
    const sanitizerChunks = chunksHolding(build, domPurify);
    expect([...loads].filter((name) => sanitizerChunks.includes(name))).toEqual([]);
    expect([...loads].some((name) => chunksHolding(build, zodSchemas).includes(name))).toBe(true);
  });
});
