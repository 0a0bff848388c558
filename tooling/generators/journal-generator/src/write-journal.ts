// Writes a new journal: its site config, its entry in the registry, its app, and its place in what
// depends on every journal app. The generator's actions call these; `pnpm install` then adds the
// app to the workspace.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { licenceOf, type JournalAnswers } from './answers.ts';
import { appFiles } from './app-files.ts';
import { nextDevPort } from './dev-port.ts';
import { formatted } from './format.ts';
export { addToDependents } from './journal-dependents.ts';
import { exportSite, registerSite } from './registry.ts';
import { siteConfigFile } from './site-config-file.ts';

const sitesDir = (root: string) => path.join(root, 'packages', 'site-config', 'src', 'sites');

function write(file: string, content: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/**
 * Writes sites/<id>.ts, registers it and adds its entry to site-config's exports; returns the
 * files written, relative to the root.
 */
export async function writeSiteConfig(root: string, answers: JournalAnswers): Promise<string[]> {
  const siteFile = path.join(sitesDir(root), `${answers.id}.ts`);
  const text = siteConfigFile({ ...answers, licence: licenceOf(answers.licence) });
  write(siteFile, await formatted(siteFile, text));
  const registryFile = path.join(sitesDir(root), 'registry.ts');
  const registry = registerSite(readFileSync(registryFile, 'utf8'), answers.id);
  write(registryFile, await formatted(registryFile, registry));
  const manifestFile = path.join(root, 'packages', 'site-config', 'package.json');
  const manifest = exportSite(readFileSync(manifestFile, 'utf8'), answers.id);
  write(manifestFile, await formatted(manifestFile, manifest));
  return [siteFile, registryFile, manifestFile].map((file) => path.relative(root, file));
}

/** Writes apps/<id>/; returns the folder, relative to the root. */
export async function writeApp(root: string, answers: JournalAnswers): Promise<string> {
  const app = { id: answers.id, acronym: answers.acronym, devPort: nextDevPort(root) };
  const appDir = path.join(root, 'apps', answers.id);
  for (const [file, content] of await appFiles(root, app, answers.title)) {
    write(path.join(appDir, file), content);
  }
  return path.relative(root, appDir);
}
