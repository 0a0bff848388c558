// @vitest-environment node
// The list screen's rules are static CSS in the site stylesheet (ADR 015): every `pl-` class the
// components give has a rule in the package's CSS files, every rule's class is given by some
// component, and no module of the package builds styles with styled-components.
import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paperListStylesheets } from '../src/stylesheets.ts';

const sourceDir = fileURLToPath(new URL('../src/', import.meta.url));
const sources = globSync('**/*.{ts,tsx}', { cwd: sourceDir }).map((file) => ({
  file,
  text: readFileSync(sourceDir + file, 'utf8'),
}));
const css = paperListStylesheets
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')
  .replace(/\/\*[\s\S]*?\*\//g, '');

const given = new Set(
  sources.flatMap(({ text }) =>
    [...text.matchAll(/'(pl-[a-z0-9-]+(?:__[a-z0-9-]+)?)'/g)].map((m) => m[1]!),
  ),
);
const styled = new Set([...css.matchAll(/\.([a-z][a-z0-9_-]*)/g)].map((m) => m[1]!));

describe("paper-list's static CSS", () => {
  it('lists every CSS file under src, each beside a component', () => {
    const files = globSync('**/*.css', { cwd: sourceDir }).map((file) => sourceDir + file);
    expect(paperListStylesheets).toEqual([...files].sort());
    expect(paperListStylesheets.length).toBeGreaterThanOrEqual(4);
  });

  it('has a rule for every class a component gives, and no rule for a class none gives', () => {
    expect(given.size).toBeGreaterThanOrEqual(9);
    for (const name of given) expect(styled, name).toContain(name);
    for (const name of styled) expect(given, name).toContain(name);
  });

  it('names its classes pl-<component>__<part>', () => {
    for (const name of styled) expect(name).toMatch(/^pl-[a-z0-9-]+__[a-z0-9-]+$/);
  });

  it('imports styled-components nowhere', () => {
    const users = sources.filter(({ text }) => /from 'styled-components'/.test(text));
    expect(users.map(({ file }) => file)).toEqual([]);
  });
});
