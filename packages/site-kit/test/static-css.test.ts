// @vitest-environment node
// The content pages' rules are static CSS in the site stylesheet (ADR 015): every `sk-` class the
// components give has a rule in the package's CSS files, every rule's class is given by some
// component, and no module builds styles with styled-components.
import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteKitStylesheets } from '../src/stylesheets.ts';

const sourceDir = fileURLToPath(new URL('../src/', import.meta.url));
const sources = globSync('**/*.{ts,tsx}', { cwd: sourceDir }).map((file) => ({
  file: file.split('\\').join('/'),
  text: readFileSync(sourceDir + file, 'utf8'),
}));
const css = siteKitStylesheets
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')
  .replace(/\/\*[\s\S]*?\*\//g, '');

const given = new Set(
  sources.flatMap(({ text }) =>
    [...text.matchAll(/'(sk-[a-z0-9-]+(?:__[a-z0-9-]+)?)'/g)].map((m) => m[1]!),
  ),
);
const styled = new Set([...css.matchAll(/\.([a-z][a-z0-9_-]*)/g)].map((m) => m[1]!));

describe("site-kit's static CSS", () => {
  it('lists every CSS file under src, the content components among them', () => {
    const files = globSync('**/*.css', { cwd: sourceDir }).map((file) => sourceDir + file);
    expect(siteKitStylesheets).toEqual([...files].sort());
    expect(siteKitStylesheets.map((file) => file.slice(sourceDir.length))).toEqual(
      expect.arrayContaining([
        'contact/contact.css',
        'content/ContentBlocks.css',
        'content/PageHeading.css',
      ]),
    );
  });

  it('has a rule for every class a component gives, and no rule for a class none gives', () => {
    expect(given).toContain('sk-page-heading__root');
    expect(given).toContain('sk-content-blocks__note-box');
    for (const name of given) expect(styled, name).toContain(name);
    for (const name of styled) expect(given, name).toContain(name);
  });

  it('names its classes sk-<component>__<part>', () => {
    for (const name of styled) expect(name).toMatch(/^sk-[a-z0-9-]+__[a-z0-9-]+$/);
  });

  it('imports styled-components in no module', () => {
    expect(sources.some(({ file }) => file.startsWith('contact/'))).toBe(true);
    const users = sources.filter(({ text }) => /from 'styled-components'/.test(text));
    expect(users.map(({ file }) => file)).toEqual([]);
  });
});
