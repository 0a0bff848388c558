// The dev server port of a new journal app: the one after the highest any app's `dev` uses.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function nextDevPort(root: string): number {
  const ports = readdirSync(path.join(root, 'apps'), { withFileTypes: true }).flatMap((entry) => {
    const manifest = path.join(root, 'apps', entry.name, 'package.json');
    if (!entry.isDirectory() || !existsSync(manifest)) return [];
    const { scripts } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      scripts?: Record<string, string>;
    };
    const port = /PORT:-(\d+)/.exec(scripts?.dev ?? '')?.[1];
    return port ? [Number(port)] : [];
  });
  return Math.max(4300, ...ports) + 1;
}
