// @vitest-environment node
// The journal pages' rules are static CSS in the site stylesheet (ADR 015): every `js-` class the
// components give has a rule in journal-site's CSS files, every rule's class is given by some
// component, the journals' build takes every CSS file of journal-site, paper-list and site-kit,
// and no module imports styled-components.
import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { paperListStylesheets } from '@journals/paper-list/stylesheets';
import { siteKitStylesheets } from '@journals/site-kit/stylesheets';
import { describe, expect, it } from 'vitest';
import { journalSiteStylesheets } from '../src/stylesheets.ts';
import { journalStylesheets } from '../src/vite.ts';

const sourceDir = fileURLToPath(new URL('../src/', import.meta.url));
const sources = globSync('**/*.{ts,tsx}', { cwd: sourceDir }).map((file) => ({
  file: file.split('\\').join('/'),
  text: readFileSync(sourceDir + file, 'utf8'),
}));
const css = journalSiteStylesheets
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')
  .replace(/\/\*[\s\S]*?\*\//g, '');

const given = new Set(
  sources.flatMap(({ text }) =>
    [...text.matchAll(/'(js-[a-z0-9-]+(?:__[a-z0-9-]+)?)'/g)].map((m) => m[1]!),
  ),
);
const styled = new Set([...css.matchAll(/\.([a-z][a-z0-9_-]*)/g)].map((m) => m[1]!));

describe("journal-site's static CSS", () => {
  it('lists every CSS file under src', () => {
    const files = globSync('**/*.css', { cwd: sourceDir }).map((file) => sourceDir + file);
    expect(journalSiteStylesheets).toEqual([...files].sort());
    expect(journalSiteStylesheets.map((file) => file.slice(sourceDir.length))).toEqual(
      expect.arrayContaining([
        'layout/JournalLayout.css',
        'papers/IssueIndex/IssueIndex.css',
        'routes/pages/home/home.css',
        'routes/pages/editorial-board/MemberPhoto.css',
      ]),
    );
  });

  it("builds the journals' stylesheet from site-kit's, paper-list's and its own CSS", () => {
    expect(journalStylesheets).toEqual([
      ...siteKitStylesheets,
      ...paperListStylesheets,
      ...journalSiteStylesheets,
    ]);
    expect(siteKitStylesheets.length).toBeGreaterThan(0);
    expect(paperListStylesheets.length).toBeGreaterThan(0);
  });

  it('has a rule for every class a component gives, and no rule for a class none gives', () => {
    expect(given.size).toBeGreaterThanOrEqual(30);
    for (const name of given) expect(styled, name).toContain(name);
    for (const name of styled) expect(given, name).toContain(name);
  });

  it('names its classes js-<component>__<part>', () => {
    for (const name of styled) expect(name).toMatch(/^js-[a-z0-9-]+__[a-z0-9-]+$/);
  });

  it('imports styled-components in no module', () => {
    expect(sources.length).toBeGreaterThan(50);
    const users = sources
      .filter(({ text }) => /from 'styled-components'/.test(text))
      .map(({ file }) => file);
    expect(users).toEqual([]);
  });
});
