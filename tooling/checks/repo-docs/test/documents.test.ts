// The repository describes itself: no document points outside it (the behaviour, architecture
// and stack notes live in docs/), and every file a document or a code comment names exists.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspacePackageFolders } from '@journals/commands/workspace';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

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
    expect(
      outside.filter((file) => file !== 'tooling/checks/repo-docs/test/documents.test.ts'),
    ).toEqual([]);
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

/** The paths named (in code spans) in the first column of docs/where-code-lives.md's table. */
function whereCodeLivesPaths(): string[] {
  return readFileSync(path.join(root, 'docs/where-code-lives.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)])
    .map((match) => match[1] ?? '');
}

describe('docs/where-code-lives.md', () => {
  it('has a row for every workspace package folder', () => {
    const folders = workspacePackageFolders(root);
    expect(folders).toContain('apps/publisher');
    expect(folders).toContain('tooling/checks/repo-docs');
    const named = new Set(whereCodeLivesPaths());
    expect(folders.filter((folder) => !named.has(folder))).toEqual([]);
  });

  it('names every top-level folder of the repository', () => {
    const folders = [...new Set(files.filter((file) => file.includes('/')).map(topFolder))];
    expect(folders).toContain('deploy');
    const named = new Set(whereCodeLivesPaths().map(topFolder));
    expect(folders.filter((folder) => !named.has(folder))).toEqual([]);
  });

  it('names only paths that exist', () => {
    const paths = whereCodeLivesPaths();
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((named) => !existsSync(path.join(root, named)))).toEqual([]);
  });
});

/** The first folder of a path: 'tooling' of 'tooling/services/proxy/README.md'. */
function topFolder(file: string): string {
  return file.split('/')[0] ?? '';
}

/** The first fenced code block of a Markdown section (`## heading`). */
function codeBlockOf(markdown: string, heading: string): string {
  return (
    new RegExp(`^## ${heading}\\n[\\s\\S]*?^\`\`\`\\n([\\s\\S]*?)^\`\`\``, 'm').exec(
      markdown,
    )?.[1] ?? ''
  );
}

/**
 * The folders a map of folders in a code block names. A line at the margin opens a top-level
 * folder (`tooling/`); every `name/` on an indented line is inside the folder the nearest less
 * indented line opened with its first word (`  checks/` opens `tooling/checks`).
 */
function foldersOfMap(block: string): string[] {
  const named: string[] = [];
  const open: { indent: number; folder: string }[] = [];
  for (const line of block.split('\n')) {
    const indent = line.length - line.trimStart().length;
    while ((open.at(-1)?.indent ?? -1) >= indent) open.pop();
    const parent = open.at(-1)?.folder;
    const first = /^([\w.-]+)\//.exec(line.trimStart())?.[1];
    if (parent === undefined) {
      if (first !== undefined && indent === 0) open.push({ indent, folder: first });
      continue;
    }
    for (const [, name] of line.matchAll(/(?:^|\s)([\w-]+)\//g)) named.push(`${parent}/${name}`);
    if (first !== undefined) open.push({ indent, folder: `${parent}/${first}` });
  }
  return named;
}

it('reads a map of folders by its indentation', () => {
  const map = [
    'apps/',
    '  publisher/ indjeee/   one app per site',
    'tooling/',
    '  config/         presets',
    '    eslint/ vitest/',
    '  checks/',
    '    page-audit/   audits',
    'docs/             behaviour (docs/spec)',
  ].join('\n');
  expect(foldersOfMap(map)).toEqual([
    'apps/publisher',
    'apps/indjeee',
    'tooling/config',
    'tooling/config/eslint',
    'tooling/config/vitest',
    'tooling/checks',
    'tooling/checks/page-audit',
  ]);
});

describe.each([
  ['README.md', 'Folders'],
  ['docs/architecture.md', 'Shape'],
])('the map of folders in %s (%s)', (file, heading) => {
  it('names every workspace package, under its own folder', () => {
    const named = new Set(
      foldersOfMap(codeBlockOf(readFileSync(path.join(root, file), 'utf8'), heading)),
    );
    expect(named).toContain('packages/site-config');
    expect(workspacePackageFolders(root).filter((folder) => !named.has(folder))).toEqual([]);
  });
});

/** The READMEs: the root's, each package's and each folder's that has one. */
const readmes = documents.filter((file) => path.basename(file) === 'README.md');

/** A word count as `wc -w` gives it. */
function wordsOf(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * A README's lines that record a measurement: a date (a dated run) or a load average's three
 * figures ('8.09 9.89 9.91').
 */
function measurementLines(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => /\b20\d\d-[01]\d-[0-3]\d\b|\d+\.\d\d,? \d+\.\d\d,? \d+\.\d\d/.test(line));
}

describe('the READMEs', () => {
  it('are one per workspace package', () => {
    const without = workspacePackageFolders(root).filter(
      (folder) => !readmes.includes(`${folder}/README.md`),
    );
    expect(without).toEqual([]);
  });

  it('say what a package is for and how to use it, in 1,000 words or fewer', () => {
    expect(readmes.length).toBeGreaterThan(20);
    const long = readmes
      .map((file) => ({ file, words: wordsOf(readFileSync(path.join(root, file), 'utf8')) }))
      .filter(({ words }) => words > 1000)
      .map(({ file, words }) => `${file}: ${words} words`);
    expect(long).toEqual([]);
  });

  it('keep no measurements: no dated run, no load average (the bench commands print those)', () => {
    const kept = readmes.flatMap((file) =>
      measurementLines(readFileSync(path.join(root, file), 'utf8')).map(
        (line) => `${file}: ${line.trim()}`,
      ),
    );
    expect(kept).toEqual([]);
  });

  it('tell a dated run or a load average from prose', () => {
    const text = '| 2026-11-26 | 97.99 % |\n| 11 min | 8.09 9.89 9.91 |\nprints the load average';
    expect(measurementLines(text)).toEqual([
      '| 2026-11-26 | 97.99 % |',
      '| 11 min | 8.09 9.89 9.91 |',
    ]);
    expect(wordsOf(' two  words\n')).toBe(2);
  });
});

/** The decision records, `docs/adr/<number>-<name>.md`. */
const decisions = documents.filter((file) => /^docs\/adr\/\d{3}-[\w-]+\.md$/.test(file)).sort();

/** The first paragraph of a Markdown section (`## heading`), or undefined without one. */
function section(markdown: string, heading: string): string | undefined {
  return new RegExp(`^## ${heading}\\n\\n([\\s\\S]*?)(?:\\n\\n|\\n*$)`, 'm').exec(markdown)?.[1];
}

/** What a status says first: 'Superseded by 017', or 'Accepted'. */
function statusWord(status: string): string {
  return /^(Superseded by \d{3}|Accepted)\b/.exec(status)?.[1] ?? status;
}

describe('the decision records (docs/adr)', () => {
  it('are found', () => {
    expect(decisions.length).toBeGreaterThan(10);
  });

  it('each have Context, Decision, Consequences and Status, in that order', () => {
    const headings = ['Context', 'Decision', 'Consequences', 'Status'];
    const misshapen = decisions.filter((file) => {
      const found = [...readFileSync(path.join(root, file), 'utf8').matchAll(/^## (.+)$/gm)].map(
        (match) => match[1],
      );
      return found.join(',') !== headings.join(',');
    });
    expect(misshapen).toEqual([]);
  });

  it('each fit on a page (at most 600 words)', () => {
    const long = decisions
      .map((file) => ({
        file,
        words: readFileSync(path.join(root, file), 'utf8').split(/\s+/).filter(Boolean).length,
      }))
      .filter(({ words }) => words > 600)
      .map(({ file, words }) => `${file}: ${words} words`);
    expect(long).toEqual([]);
  });

  it('are all in the index (docs/adr/README.md), in order, each with its title and status', () => {
    const index = readFileSync(path.join(root, 'docs/adr/README.md'), 'utf8');
    const listed = [
      ...index.matchAll(/^\| \[(\d{3})\]\(([\w-]+\.md)\) +\| (.+?) +\| (.+?) +\|$/gm),
    ].map(([, number, file, title, status]) => ({
      number,
      file,
      title,
      status: statusWord(status ?? ''),
    }));
    const recorded = decisions.map((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      const [, number, title] = /^# (\d{3}): (.+)$/m.exec(text) ?? [];
      const status = statusWord(section(text, 'Status') ?? '');
      return { number, file: path.basename(file), title, status };
    });
    expect(listed).toEqual(recorded);
  });

  it('each state their status, and a superseded one names the record that supersedes it', () => {
    const unclear = decisions.filter((file) => {
      const status = section(readFileSync(path.join(root, file), 'utf8'), 'Status') ?? '';
      if (/^Superseded by \d{3} \(docs\/adr\/\d{3}-[\w-]+\.md\)/.test(status)) return false;
      if (!/^Accepted[.;]/.test(status)) return true;
      return (
        /superseded/i.test(status) && !/superseded in part by \d{3} \(docs\/adr\//.test(status)
      );
    });
    expect(unclear).toEqual([]);
  });
});

describe('the file names of the code', () => {
  /** docs/architecture.md's rule: PascalCase for a component's files, a hook's own name, else kebab-case. */
  const wellNamed = /^([A-Z][A-Za-z0-9]*|use[A-Z][A-Za-z0-9]*|[a-z0-9]+(-[a-z0-9]+)*|\+types)$/;
  const code = files.filter(
    (file) => /^(apps|packages|tooling)\//.test(file) && /\.(ts|tsx|js|mjs|cjs)$/.test(file),
  );

  it('follow one casing rule per kind of file', () => {
    expect(code.length).toBeGreaterThan(100);
    const stem = (file: string) => path.basename(file).split('.')[0] ?? '';
    expect(code.filter((file) => !wellNamed.test(stem(file)))).toEqual([]);
  });

  it('refuse a camelCase module name', () => {
    expect(wellNamed.test('pagerWindow')).toBe(false);
    expect(wellNamed.test('pager-window')).toBe(true);
    expect(wellNamed.test('useHydrated')).toBe(true);
    expect(wellNamed.test('Pager')).toBe(true);
  });
});

describe('the tracked files', () => {
  /**
   * The folder names the image build context leaves out anywhere (`.dockerignore`'s `**∕<name>`
   * lines): build output, dependencies, reports.
   */
  const contextExcluded = readFileSync(path.join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => /^\*\*\/([\w.-]+)$/.exec(line.trim())?.[1])
    .filter((name): name is string => name !== undefined && !name.includes('*'));

  it('lie nowhere git ignores, so turbo prune and a fresh clone see them all', () => {
    const ignored = execFileSync(
      'git',
      ['ls-files', '--cached', '--ignored', '--exclude-standard'],
      { cwd: root, encoding: 'utf8' },
    )
      .split('\n')
      .filter(Boolean);
    expect(ignored).toEqual([]);
  });

  it("lie in no folder the image's build context leaves out", () => {
    expect(contextExcluded).toEqual(expect.arrayContaining(['build', 'node_modules']));
    const excluded = new Set(contextExcluded);
    expect(
      files.filter((file) =>
        path
          .dirname(file)
          .split('/')
          .some((part) => excluded.has(part)),
      ),
    ).toEqual([]);
  });
});
