// Each journal app's client JavaScript carries its own site config and no other site's, and each
// text page's own text reaches no chunk that another page (or every page) loads. The needles come
// from the configs and the content builders, and each is first found where it belongs (its own
// app's chunks, or the server build), so the scan cannot pass by looking for strings no build
// holds. The apps must be built (turbo builds them before this package's test).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { journalPages } from '@journals/content';
import { journalConfigs, siteConfigs, type JournalSiteConfig } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import { chunksHolding, loadersOf, readClientBuild } from '../src/client-chunks.ts';
import { distinctiveSentences, foreignConfigNeedles } from '../src/content-needles.ts';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const appDir = (id: string) => path.join(repositoryRoot, 'apps', id);

/** The facts that name a journal: acronym, title, ISSNs and URL prefix. */
function journalIdentity(config: JournalSiteConfig): string[] {
  return [
    config.names.acronym,
    config.names.title,
    config.journal.issn,
    config.journal.eIssn,
    config.prefix,
  ].filter((value): value is string => typeof value === 'string' && value !== '');
}

/** The text of a site's own config file (sites/<id>.ts): what no shared default wrote. */
function siteFileText(id: string): string {
  return readFileSync(
    fileURLToPath(import.meta.resolve(`@journals/site-config/sites/${id}`)),
    'utf8',
  );
}

function serverBuildText(id: string): string {
  const dir = path.join(appDir(id), 'build', 'server');
  const files = [
    path.join(dir, 'index.js'),
    ...readdirSync(path.join(dir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => path.join(dir, 'assets', name)),
  ];
  return files.map((file) => readFileSync(file, 'utf8')).join('\n');
}

describe.each(journalConfigs.map((config) => [config.id, config] as const))(
  "%s's client chunks",
  (id, config) => {
    const build = readClientBuild(appDir(id));
    const everything = build.chunks.map((chunk) => chunk.text).join('\n');

    it('hold its own acronym, title and ISSNs (the scan finds config strings)', () => {
      for (const fact of journalIdentity(config).filter((fact) => fact !== config.prefix)) {
        expect(everything, fact).toContain(fact);
      }
    });

    it.each(Object.values(siteConfigs).filter((other) => other.id !== id))(
      "hold nothing of $id's config",
      (other) => {
        const needles = [
          ...(other.kind === 'journal'
            ? journalIdentity(other).filter((fact) => !journalIdentity(config).includes(fact))
            : []),
          // Written in the other site's own file: shared defaults (ethics targets, the
          // publisher's name) are every site's.
          ...foreignConfigNeedles(config, other, 12).filter((needle) =>
            siteFileText(other.id).includes(needle),
          ),
        ];
        expect(needles.length).toBeGreaterThan(0);
        const found = needles.flatMap((needle) =>
          chunksHolding(build, needle).map((chunk) => `${chunk}: ${needle}`),
        );
        expect(found).toEqual([]);
      },
    );

    it("carry each text page's own sentences only in chunks that page alone loads", () => {
      const server = serverBuildText(id);
      const pages = Object.entries(journalPages).map(
        ([route, builder]) => [route, builder(config)] as const,
      );
      let checked = 0;
      const strays: string[] = [];
      for (const [route, page] of pages) {
        const others = pages.filter(([other]) => other !== route).map(([, other]) => other);
        // Only sentences written out in the code (not assembled from the config) can be found.
        const needles = distinctiveSentences(page, others).filter((sentence) =>
          server.includes(sentence),
        );
        if (needles.length === 0) continue;
        checked += 1;
        const routeId = `routes${route}`;
        expect(build.routeChunks.has(routeId), routeId).toBe(true);
        for (const needle of needles) {
          for (const chunk of chunksHolding(build, needle)) {
            const loaders = loadersOf(build, chunk);
            if (loaders.some((loader) => loader !== routeId)) {
              strays.push(`${route} "${needle}" in ${chunk}, loaded by ${loaders.join(', ')}`);
            }
          }
        }
      }
      // Most text pages have a sentence of their own written out in the code.
      expect(checked).toBeGreaterThan(pages.length / 2);
      expect(strays).toEqual([]);
    });
  },
);
