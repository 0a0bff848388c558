// Every file of a journal app, apps/<id>/, by its path in the app, formatted as committed.
import path from 'node:path';
import { appConfigFiles, type AppIdentity } from './app-config-files.ts';
import { favicon } from './favicon.ts';
import { formatted } from './format.ts';
import { appReadme } from './readme.ts';
import { reexportFiles } from './reexport-files.ts';

/** The text files every journal app holds alike, its identity aside (README and icon apart). */
export async function sharedAppFiles(root: string, app: AppIdentity): Promise<Map<string, string>> {
  const appDir = path.join(root, 'apps', app.id);
  const files = new Map<string, string>();
  for (const [file, text] of [...appConfigFiles(app), ...reexportFiles(root)]) {
    files.set(file, await formatted(path.join(appDir, file), text));
  }
  return files;
}

/** Every file of a new journal's app. */
export async function appFiles(
  root: string,
  app: AppIdentity,
  title: string,
): Promise<Map<string, string | Uint8Array>> {
  const readme = await formatted(
    path.join(root, 'apps', app.id, 'README.md'),
    appReadme(app, title),
  );
  return new Map<string, string | Uint8Array>([
    ...(await sharedAppFiles(root, app)),
    ['README.md', readme],
    ['public/favicon.ico', favicon(app.acronym)],
  ]);
}
