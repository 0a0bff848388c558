import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ServerRoutes } from '../src/page-hydrates.ts';
import { pageScripts, pageWeight, type AssetsManifest } from '../src/page-weight.ts';

const assets: AssetsManifest = {
  entry: { module: '/j/assets/entry.js', imports: ['/j/assets/react.js'] },
  routes: {
    root: { module: '/j/assets/root.js', imports: ['/j/assets/react.js', '/j/assets/theme.js'] },
    'routes/home': { module: '/j/assets/home.js', imports: ['/j/assets/theme.js'] },
    'routes/policy': { module: '/j/assets/policy.js', imports: ['/j/assets/theme.js'] },
    'routes/ethics': { module: '/j/assets/ethics.js', imports: ['/j/assets/theme.js'] },
    'routes/paper': { module: '/j/assets/paper.js', imports: ['/j/assets/theme.js'] },
  },
};

/**
 * The server build's routes: home opts into hydration, ethics with a target, policy not; paper
 * with a section, and otherwise loads its enhancement script; guide never hydrates and loads its
 * scroll script only with a target.
 */
function serverRoutes(rootHandle?: unknown): ServerRoutes {
  return {
    root: { module: { handle: rootHandle } },
    'routes/home': { parentId: 'root', module: { handle: { hydrate: true } } },
    'routes/policy': { parentId: 'root', module: {} },
    'routes/ethics': {
      parentId: 'root',
      module: {
        handle: { hydrate: ({ search }: { search: string }) => search.includes('target=') },
      },
    },
    'routes/paper': {
      parentId: 'root',
      module: {
        handle: {
          hydrate: ({ search }: { search: string }) => search.includes('section='),
          enhance: ['/j/assets/enhance-copy.js'],
        },
      },
    },
    'routes/guide': {
      parentId: 'root',
      module: {
        handle: {
          enhance: ({ search }: { search: string }) =>
            search.includes('target=') ? ['/j/assets/enhance-scroll.js'] : [],
        },
      },
    },
  };
}

/** A client build folder with one small file per script of the manifest. */
function clientBuild(): { clientDir: string; contents: Record<string, string> } {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
  mkdirSync(path.join(clientDir, 'assets'));
  const contents: Record<string, string> = {};
  for (const name of [
    'entry',
    'react',
    'root',
    'theme',
    'home',
    'policy',
    'ethics',
    'paper',
    'enhance-copy',
    'enhance-scroll',
  ]) {
    contents[name] = `export const ${name} = ${JSON.stringify(name.repeat(50))};`;
    writeFileSync(path.join(clientDir, 'assets', `${name}.js`), contents[name]);
  }
  return { clientDir, contents };
}

const gzipped = (texts: string[]) =>
  texts.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);

describe('page weight', () => {
  it('counts the entry, the root and the page, each shared file once', () => {
    expect(pageScripts(assets, 'routes/home')).toEqual([
      '/j/assets/entry.js',
      '/j/assets/react.js',
      '/j/assets/root.js',
      '/j/assets/theme.js',
      '/j/assets/home.js',
    ]);
  });

  it('sums the gzipped size of the files in the client build for a page that hydrates', () => {
    const { clientDir, contents } = clientBuild();
    const build = { assets, publicPath: '/j/', clientDir, routes: serverRoutes() };
    const weight = pageWeight('home', 'routes/home', build);
    const expected = gzipped(
      ['entry', 'react', 'root', 'theme', 'home'].map((name) => contents[name] ?? ''),
    );
    expect(weight).toMatchObject({ page: 'home', hydrates: true, files: 5, gzipBytes: expected });
  });

  it('weighs 0 for a page whose routes do not opt into hydration', () => {
    const { clientDir } = clientBuild();
    const build = { assets, publicPath: '/j/', clientDir, routes: serverRoutes() };
    expect(pageWeight('policy', 'routes/policy', build)).toMatchObject({
      hydrates: false,
      files: 0,
      rawBytes: 0,
      gzipBytes: 0,
    });
  });

  it("follows a route's rule of the query, and a root that hydrates every page", () => {
    const { clientDir } = clientBuild();
    const build = { assets, publicPath: '/j/', clientDir, routes: serverRoutes() };
    expect(pageWeight('ethics', 'routes/ethics', build).gzipBytes).toBe(0);
    expect(pageWeight('ethics', 'routes/ethics', build, '?target=x').gzipBytes).toBeGreaterThan(0);
    const chat = { ...build, routes: serverRoutes({ hydrate: true }) };
    expect(pageWeight('policy', 'routes/policy', chat)).toMatchObject({ hydrates: true, files: 5 });
  });

  it('weighs only the enhancement scripts of a page that does not hydrate', () => {
    const { clientDir, contents } = clientBuild();
    const build = { assets, publicPath: '/j/', clientDir, routes: serverRoutes() };
    expect(pageWeight('paper', 'routes/paper', build)).toMatchObject({
      hydrates: false,
      files: 1,
      rawBytes: (contents['enhance-copy'] ?? '').length,
      gzipBytes: gzipped([contents['enhance-copy'] ?? '']),
    });
    expect(pageWeight('paper', 'routes/paper', build, '?section=References')).toMatchObject({
      hydrates: true,
      files: 5,
    });
  });

  it("follows a route's rule of the query for its enhancement scripts", () => {
    const { clientDir, contents } = clientBuild();
    const build = { assets, publicPath: '/j/', clientDir, routes: serverRoutes() };
    expect(pageWeight('guide', 'routes/guide', build)).toMatchObject({
      hydrates: false,
      files: 0,
      gzipBytes: 0,
    });
    expect(pageWeight('guide', 'routes/guide', build, '?target=x')).toMatchObject({
      hydrates: false,
      files: 1,
      gzipBytes: gzipped([contents['enhance-scroll'] ?? '']),
    });
  });

  it('names the routes when a route id is wrong', () => {
    expect(() => pageScripts(assets, 'routes/nope')).toThrow(/routes: root, routes\/home/);
  });
});
