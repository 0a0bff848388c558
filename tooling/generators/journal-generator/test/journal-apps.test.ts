// Every journal app holds exactly what the generator writes for it (its README, its icon and the
// pages a journal writes itself aside): a change to a shared
// module's exports or an app's config files that is not made everywhere fails here.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { journalReplacementFiles } from '@journals/journal-site/route-config';
import { journalConfigs } from '@journals/site-config';
import { describe, expect, it } from 'vitest';
import { sharedAppFiles } from '../src/app-files.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

const journalApps = journalConfigs.filter((journal) =>
  existsSync(path.join(root, 'apps', journal.id, 'package.json')),
);

/** Every file under a folder, as paths relative to `base`. */
function filesUnder(base: string, folder: string): string[] {
  return readdirSync(path.join(base, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)));
}

function devPort(appDir: string): number {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    scripts: { dev: string };
  };
  return Number(/PORT:-(\d+)/.exec(manifest.scripts.dev)?.[1]);
}

it('finds the journal apps of the registry', () => {
  expect(journalApps.map((journal) => journal.id)).toEqual(
    expect.arrayContaining(['indjeee', 'indjece']),
  );
});

describe.each(journalApps.map((journal) => [journal.id, journal] as const))('%s', (id, journal) => {
  const appDir = path.join(root, 'apps', id);
  const app = { id, acronym: journal.names.acronym, devPort: devPort(appDir) };

  it('holds every file the generator writes, as the generator writes it', async () => {
    const generated = await sharedAppFiles(root, app);
    expect([...generated.keys()]).toEqual(
      expect.arrayContaining(['app/root.tsx', 'app/routes.ts']),
    );
    for (const [file, text] of generated) {
      expect(readFileSync(path.join(appDir, file), 'utf8'), `apps/${id}/${file}`).toBe(text);
    }
  });

  it('holds no module under app/ but what the generator writes and the pages it replaces', async () => {
    const generated = [...(await sharedAppFiles(root, app)).keys()];
    const replacements = new Set(
      Object.values(journalReplacementFiles).map((file) => `app/routes/${file}`),
    );
    expect(
      filesUnder(appDir, 'app')
        .filter((file) => !replacements.has(file))
        .sort(),
    ).toEqual(generated.filter((file) => file.startsWith('app/')).sort());
  });

  it('holds at most 12 files', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', `apps/${id}`],
      { cwd: root, encoding: 'utf8' },
    )
      .split('\n')
      .filter((file) => file !== '' && existsSync(path.join(root, file)));
    expect(files).toContain(`apps/${id}/app/routes.ts`);
    expect(files.length).toBeLessThanOrEqual(12);
  });

  it('has its README and its icon', () => {
    expect(existsSync(path.join(appDir, 'README.md'))).toBe(true);
    expect(readFileSync(path.join(appDir, 'public', 'favicon.ico')).readUInt16LE(2)).toBe(1);
  });
});
