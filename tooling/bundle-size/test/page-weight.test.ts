import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageScripts, pageWeight, type AssetsManifest } from '../src/page-weight.ts';

const assets: AssetsManifest = {
  entry: { module: '/j/assets/entry.js', imports: ['/j/assets/react.js'] },
  routes: {
    root: { module: '/j/assets/root.js', imports: ['/j/assets/react.js', '/j/assets/theme.js'] },
    'routes/home': { module: '/j/assets/home.js', imports: ['/j/assets/theme.js'] },
  },
};

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

  it('sums the gzipped size of the files in the client build', () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
    mkdirSync(path.join(clientDir, 'assets'));
    const contents: Record<string, string> = {};
    for (const name of ['entry', 'react', 'root', 'theme', 'home']) {
      contents[name] = `export const ${name} = ${JSON.stringify(name.repeat(50))};`;
      writeFileSync(path.join(clientDir, 'assets', `${name}.js`), contents[name]);
    }
    const weight = pageWeight('home', 'routes/home', { assets, publicPath: '/j/', clientDir });
    const expected = Object.values(contents).reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);
    expect(weight).toMatchObject({ page: 'home', files: 5, gzipBytes: expected });
  });

  it('names the routes when a route id is wrong', () => {
    expect(() => pageScripts(assets, 'routes/nope')).toThrow(/routes: root, routes\/home/);
  });
});
