// The repository describes itself: no document points outside it (the behaviour, architecture
// and stack notes live in docs/), and every file a document or a code comment names exists.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The files git tracks (and untracked files it does not ignore), as the repository holds them. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '' && existsSync(path.join(root, file)));

const documents = files.filter((file) => file.endsWith('.md') && !file.startsWith('.changeset/'));
const sources = files.filter((file) => /\.(ts|tsx|js|mjs|cjs|json|yaml|sh)$/.test(file));

/** The Markdown without its code (fenced blocks and inline code), where links are not links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Relative targets of Markdown links and images (`[text](target)`), without #fragments. */
function relativeLinks(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(target))
    .map((target) => decodeURIComponent(target.split('#')[0] ?? ''))
    .filter(Boolean);
}

describe('the documents of the repository', () => {
  it('are found', () => {
    expect(documents).toContain('README.md');
    expect(documents).toContain('docs/spec/indjece.md');
  });

  it('link only to files inside the repository that exist', () => {
    const broken = documents.flatMap((document) =>
      relativeLinks(readFileSync(path.join(root, document), 'utf8'))
        .map((target) => ({ target, resolved: path.resolve(root, path.dirname(document), target) }))
        .filter(({ resolved }) => !resolved.startsWith(root) || !existsSync(resolved))
        .map(({ target }) => `${document} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('never send the reader to the folder beside the repository', () => {
    const outside = [...documents, ...sources].filter((file) =>
      /(\.\.\/)+shared\/(spec|hooks|DESIGN|STACK)|\bDESIGN\.md\b|\bSTACK-NOTES\b/.test(
        readFileSync(path.join(root, file), 'utf8'),
      ),
    );
    expect(outside.filter((file) => file !== 'tooling/repo-docs/test/documents.test.ts')).toEqual(
      [],
    );
  });

  it('name only docs/ files that exist, in documents and code comments alike', () => {
    const named = [...documents, ...sources].flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(/\bdocs\/[\w./-]+\.md\b/g)].map(
        (match) => ({ file, target: match[0] }),
      ),
    );
    expect(named.length).toBeGreaterThan(10);
    const missing = named
      .filter(({ target }) => !existsSync(path.join(root, target)))
      .map(({ file, target }) => `${file} names ${target}`);
    expect(missing).toEqual([]);
  });
});
